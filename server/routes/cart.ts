import type { Repositories } from '../repositories';
import type { OperationRegistry } from './registry';

/** The session's (or the logged-in customer's) cart. */
export function cartOperations(registry: OperationRegistry, repos: Repositories): void {
  registry.add('cartCount', async ({ request }) => {
    const session = await request.session.load();
    const quantity = session ? await repos.carts.countItems({ sessionId: session.id, customerId: session.customerId }) : 0;
    return { quantity, removedProducts: [] };
  });
}
