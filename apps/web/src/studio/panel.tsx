// A titled panel of an editor (a scene's hotspots, a tour's stops, a group's tours…): a section
// named by its heading.
import { useId, type ReactNode } from 'react';

export function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="studio-panel" aria-labelledby={id}>
      <h3 id={id} className="studio-panel__title">
        {title}
      </h3>
      {hint ? <p className="studio-hint">{hint}</p> : null}
      {children}
    </section>
  );
}
