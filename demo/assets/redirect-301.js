// An old address the store moved (redirect 301): go to the new one. The server answers the 404 page for
// any unknown path, so the path asked for is still in the address bar; '/404' itself (where the widgets
// send an unknown product or category) has nothing to look up. A file, not an inline script: the pages'
// Content-Security-Policy runs scripts of the store's origin only.
import { redirect301 } from '/dist/jet.js';

if (location.pathname !== '/404') {
  const next = await redirect301();
  if (next) location.replace(next);
}
