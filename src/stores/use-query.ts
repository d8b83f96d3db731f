import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { AnswerOf, OperationName, ParamsOf } from '../api/operations';
import { query, type QueryState } from './query';

/** What a widget that has nothing to ask yet reads: no request. */
const nothing = atom<QueryState<never>>({ status: 'empty' });

/**
 * A read in a view: the keyed store of `name` and `params`, shared with every other widget that asks
 * the same; `enabled` false reads nothing (an 'empty' state) until the widget knows what to ask.
 */
export function useQuery<N extends OperationName>(name: N, params?: ParamsOf<N>, enabled = true): QueryState<AnswerOf<N>> {
  return useStore(enabled ? query(name, params) : nothing);
}
