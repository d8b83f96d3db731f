import type { RatingSeal, Seal } from '../../src/api/operations';
import { useQuery } from '../../src/stores/use-query';

/** The store-rating seal's page for an idEBit. */
export const ratingUrl = (idEBit: string): string => `https://www.ebit.com.br/${encodeURIComponent(idEBit)}`;

const isSeal = (value: unknown): value is Seal =>
  !!value && typeof value === 'object' && typeof (value as Seal).name === 'string';

/** The company seals and the rating seal (shown only when idEBit exists); a failed read hides the block. */
export function useSecuritySeals() {
  const seals = useQuery('seals');
  const rating = useQuery('ratingSeal');
  const list = Array.isArray(seals.data) ? seals.data.filter(isSeal) : [];
  const idEBit = (rating.data as RatingSeal | undefined)?.idEBit;
  const ratingId = typeof idEBit === 'string' && idEBit ? idEBit : null;
  const loading = (seals.status === 'loading' && !seals.data) || (rating.status === 'loading' && !rating.data);
  const state = loading ? 'loading' : list.length || ratingId ? 'ready' : seals.status === 'error' ? 'error' : 'empty';
  return { state, seals: list, ratingId } as const;
}
