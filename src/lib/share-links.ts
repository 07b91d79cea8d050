/*
 * Share links of a post: plain links to each network's own share page with the post's canonical
 * address and title, so they work without JavaScript and load nothing from the networks.
 * WhatsApp comes first: most of our readers share from their phones.
 */
export const SHARE_NETWORKS = ['whatsapp', 'linkedin', 'x', 'facebook', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export type SharedPage = { url: string; title: string };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Where each network's link goes. */
export function shareHref(network: ShareNetwork, { url, title }: SharedPage): string {
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?${query({ text: `${title} ${url}` })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'x':
      return `https://x.com/intent/post?${query({ text: title, url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'email':
      // mailto: wants %20 for spaces, not the + of form encoding.
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;
  }
}
