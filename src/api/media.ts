import { $config } from './config';
import { isCrossOrigin } from './xsrf';

/**
 * An image address from an answer (product image, logo, banner) as the page loads it. A root-relative
 * one (`/img/...`, as the reference server answers) is on the API's host: on a theme page of another origin
 * it is resolved against `apiBase`; on the API's own origin, and any absolute address, it stays as it is.
 */
export function mediaUrl<T extends string | null | undefined>(url: T): T {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return url;
  const { apiBase } = $config.get();
  return (isCrossOrigin(apiBase) ? new URL(url, new URL(apiBase, location.href)).href : url) as T;
}
