import { registerMessages } from '..';

/**
 * The page's one message when its catalogue blocks (showcases, lightning offers, home banners) cannot be
 * read (issue 14; src/ui/failure-notice.tsx). Not worded by the spec. Loaded with those blocks only.
 */
export const resilienceBlocks = {
  'home.loadError': 'Não foi possível carregar as vitrines da loja. Verifique sua conexão.',
} as const;

registerMessages(resilienceBlocks);
