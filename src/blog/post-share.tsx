import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Island } from '../islands/island';
import { ShareActions } from '../islands/share-actions';
import { SocialIcon } from '../components/social-icon';
import { SHARE_NETWORKS, shareHref, type SharedPage } from '../lib/share-links';
import type { BlogCopy } from '../schemas/page-copy';
import styles from './post-share.module.css';

export type PostShareProps = { page: SharedPage; copy: BlogCopy['post']['share'] };

/** Share links under a post: WhatsApp, LinkedIn, X, Facebook and e-mail as plain links, then copy-link and the share sheet (an island). */
export function PostShare({ page, copy }: PostShareProps) {
  const headingId = useId();
  const { copyLink, copied, copyFailed, nativeShare } = copy;
  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <ul className={styles.list}>
        {SHARE_NETWORKS.map((network) => (
          <li key={network}>
            <a href={shareHref(network, page)} className={styles.link} rel="noopener noreferrer">
              {network === 'email' ? <Mail aria-hidden="true" size={18} /> : <SocialIcon network={network} size={18} />}
              {copy[network]}
            </a>
          </li>
        ))}
      </ul>
      <Island name="shareActions" component={ShareActions} props={{ ...page, copy: { copyLink, copied, copyFailed, nativeShare } }} hydrate="visible" />
    </section>
  );
}
