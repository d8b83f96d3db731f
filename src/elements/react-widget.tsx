import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenNear } from './near';
import { WidgetBoundary } from './widget-boundary';

/** What every React component of `jet-widgets/react` takes besides its widget's own props. */
export interface WidgetLoading {
  /** 'lazy': the widget's code and reads load only once it comes near the viewport, like the tag's `loading="lazy"`. */
  loading?: 'eager' | 'lazy';
}

/** True once the placeholder `ref` points at has come near the viewport (at once unless `lazy`). */
function useNear(lazy: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!lazy);
  useEffect(() => {
    if (near || !ref.current) return undefined;
    return whenNear(ref.current, () => setNear(true));
  }, [near]);
  return { ref, near };
}

/**
 * The React face of a tag (what defineWidget is for the custom element): the widget inside its own
 * WidgetBoundary, its code fetched on its first render (React.lazy), so an app pays only for the widgets
 * it renders, from the same chunks the tag loader uses (one copy of the stores for both). Until the code
 * is there it renders nothing, as an undefined tag shows nothing.
 */
export function reactWidget<P extends object>(
  tag: `jet-${string}`,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P & WidgetLoading> {
  // typed as the component it resolves to: React 18's types refuse to spread a generic P onto a lazy one
  const Widget = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  function JetWidget({ loading, ...props }: P & WidgetLoading) {
    const { ref, near } = useNear(loading === 'lazy');
    if (!near) return <div ref={ref} data-widget={tag} />;
    return (
      <WidgetBoundary tag={tag}>
        <Suspense fallback={null}>
          <Widget {...(props as P)} />
        </Suspense>
      </WidgetBoundary>
    );
  }
  JetWidget.displayName = tag;
  return JetWidget;
}
