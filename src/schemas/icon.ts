import { z } from 'zod';

/** Icon names content may use; src/components/icon.tsx draws each one. */
export const iconNames = [
  'award', 'arrow-right', 'badge-check', 'book-open', 'bot', 'brain-circuit', 'briefcase', 'calendar', 'chart-column',
  'check', 'circle-check', 'clock', 'cloud', 'code', 'cpu', 'database', 'file-text', 'gauge', 'globe',
  'graduation-cap', 'handshake', 'hard-drive', 'headphones', 'heart', 'layers', 'layout-template', 'life-buoy',
  'lightbulb', 'lock', 'mail', 'map-pin', 'megaphone', 'message-circle', 'monitor', 'palette', 'pen-tool', 'phone',
  'quote', 'refresh-cw', 'rocket', 'search', 'server', 'share-2', 'shield', 'shield-check', 'smartphone', 'sparkles',
  'star', 'store', 'tag', 'target', 'thumbs-up', 'trending-up', 'user', 'users', 'workflow', 'wrench', 'zap',
  // Service pages, hosting and courses
  'bell', 'bug', 'chart-line', 'clipboard-list', 'compass', 'credit-card', 'eye', 'file-search', 'flag', 'gift', 'key-round', 'network', 'newspaper', 'pause', 'play', 'settings', 'shopping-bag', 'smile', 'timer', 'trophy', 'user-plus', 'video', 'wallet', 'inbox',
] as const;

export const iconNameSchema = z.enum(iconNames).describe('An icon from the list in src/schemas/icon.ts');
export type IconName = z.infer<typeof iconNameSchema>;
