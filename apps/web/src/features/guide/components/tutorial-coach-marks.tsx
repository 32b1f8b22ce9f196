// The viewer's tutorials as coach marks (issue 12): one at a time, in a fixed order (the view,
// then the menu, then — on phones — the guide card), each pointing at what it explains, shown once
// per visitor and never while something else asks for attention (a CTA, the splash).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CoachMark } from '../../../components/coach-mark.tsx';
import { useTutorialStore, type Tutorial } from '../tutorials.ts';

export interface TutorialStep {
  tutorial: Tutorial;
  /** The brand's switch (and, for the guide card, the layout). */
  enabled: boolean;
  /** CSS selector of the control it explains; null: the view itself (centred). */
  target: string | null;
}

export function TutorialCoachMarks({ steps, paused }: { steps: TutorialStep[]; paused: boolean }) {
  const { t } = useTranslation();
  const seen = useTutorialStore((state) => state.seen);
  const markSeen = useTutorialStore((state) => state.markSeen);
  const current = steps.find((step) => step.enabled && seen[step.tutorial] !== true);
  const tutorial = current?.tutorial;
  const dismiss = useCallback(() => {
    if (tutorial) markSeen(tutorial);
  }, [markSeen, tutorial]);
  if (!current || paused) return null;
  return (
    <CoachMark
      key={current.tutorial}
      target={current.target}
      message={t(`viewer.tutorials.${current.tutorial}`)}
      dismissLabel={t('viewer.tutorials.gotIt')}
      onDismiss={dismiss}
    />
  );
}
