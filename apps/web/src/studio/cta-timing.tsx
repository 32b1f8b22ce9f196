// When a CTA shows (spec sections 3 and 4): on entry, after the splash, after n scenes, or only when a
// visitor presses its button; shown at the end of a tour too; gated; remembered by a cookie.
import { useEditor } from './editor-context.ts';
import { InlineSelect } from './inline-select.tsx';
import { timingChoice, timingOf, type CtaModel, type TimingChoice } from './pack-ctas.ts';
import { PackCheck, PlainField } from './pack-fields.tsx';
import { pathString } from './pack-values.ts';
import { Panel } from './panel.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

const CHOICES: readonly TimingChoice[] = ['entry', 'splash', 'scenes', 'button'];
const CHOICE_LABEL = {
  entry: 'timingEntry',
  splash: 'timingSplash',
  scenes: 'timingScenes',
  button: 'timingButton',
} as const;

/** A whole number of scenes, 1 or more; anything else is not written. */
const sceneCount = (text: string): number | null => (/^[1-9]\d{0,3}$/.test(text) ? Number(text) : null);

export function CtaTiming({ cta }: { cta: CtaModel }) {
  const t = useT();
  const { errors, change } = useEditor();
  const { file } = cta;
  const at = (...rest: string[]) => [cta.index, ...rest];
  const choice = timingChoice(cta.timing);
  return (
    <Panel title={t('ctaWhen')}>
      <div className="studio-add-stop">
        <InlineSelect
          label={t('timing')}
          value={choice}
          onChange={(value) => {
            const next = CHOICES.find((c) => c === value);
            if (!next || next === choice) return;
            void change(t('changeField', { field: t('timing') }), [
              { op: 'set', file, path: at('timing'), value: timingOf(next, cta.timing) },
            ]);
          }}
        >
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {t(CHOICE_LABEL[c])}
            </option>
          ))}
        </InlineSelect>
      </div>
      {choice === 'scenes' ? (
        <PlainField
          file={file}
          path={at('timing')}
          label={t('timingCount')}
          type="number"
          value={String(cta.timing ?? 1)}
          parse={sceneCount}
        />
      ) : (
        <FieldErrors errors={errorsAt(errors, file, pathString(at('timing')))} />
      )}
      <PackCheck
        file={file}
        path={at('end_of_tour')}
        label={t('ctaEndOfTour')}
        hint={t('ctaEndOfTourHint')}
        checked={cta.endOfTour}
      />
      <PackCheck
        file={file}
        path={at('gate_entry')}
        label={t('ctaGate')}
        hint={t('ctaGateHint')}
        checked={cta.gateEntry}
      />
      <PackCheck
        file={file}
        path={at('set_cookie_to_prevent_redisplay')}
        label={t('ctaCookie')}
        hint={t('ctaCookieHint')}
        checked={cta.setCookie}
      />
    </Panel>
  );
}
