import { delay, http, HttpResponse, type JsonBodyType } from 'msw';

type Answer = JsonBodyType | HttpResponse<JsonBodyType> | 'loading' | { fail: string; status?: number };

/**
 * msw handlers for the store API keyed by request name (own paths use their logical name, e.g.
 * 'logout'): a value answers 200, 'loading' never answers, `{ fail }` answers an error body.
 */
export function mockApi(answers: Record<string, Answer | (() => Answer)>) {
  const handle = async ({ request }: { request: Request }) => {
    const envelope = (await request.json()) as { request?: string };
    const entry = answers[String(envelope.request)];
    const answer = typeof entry === 'function' ? entry() : entry;
    if (answer === undefined) return HttpResponse.json({ error: 'Operação desconhecida.' }, { status: 400 });
    if (answer === 'loading') {
      await delay('infinite');
      return HttpResponse.json(null);
    }
    if (answer instanceof HttpResponse) return answer;
    if (answer && typeof answer === 'object' && 'fail' in answer) {
      return HttpResponse.json({ error: answer.fail }, { status: answer.status ?? 500 });
    }
    return HttpResponse.json(answer);
  };
  return { handlers: [http.post('*/api', handle), http.post('*/api/:operation', handle)] };
}
