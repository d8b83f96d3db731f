import { buildUrl } from '../routes';
import { navigation } from '../routes/navigation';

/** The store's 404 page (unknown friendly URL or a path of the wrong depth). */
const NOT_FOUND_PATH = buildUrl({ page: 'notFound' });

export function goToNotFound(): void {
  navigation.assign(NOT_FOUND_PATH);
}
