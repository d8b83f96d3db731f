import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState } from 'react';
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

/**
 * The last defined `value`, kept while a new read loads (a list that does not blink between pages);
 * `forget` drops it. React's "state from the previous render" pattern, so nothing is read from a ref
 * while rendering.
 */
export function useKept<T>(value: T | undefined, forget = false): T | undefined {
  const [kept, setKept] = useState<T | undefined>(value);
  if (forget && kept !== undefined) setKept(undefined);
  else if (!forget && value !== undefined && value !== kept) setKept(value);
  return forget ? undefined : (value ?? kept);
}
