// One scene: the panorama to look at and click on, its initial view and north, its hotspots and its
// texts in every language.
import { yawPitchToDirection } from '@meridian/contracts/direction';
import type { StudioError, StudioOperation } from '@meridian/contracts/studio';
import { Compass, Crosshair, Eye, Trash2 } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { SegmentedControl } from '../components/segmented-control.tsx';
import { packMediaUrl } from './studio-api.ts';
import {
  displayText,
  hotspotPositionOperations,
  roundAngle,
  signedYaw,
  textOperations,
  uniqueKey,
  type PackModel,
  type SceneModel,
} from './pack-model.ts';
import { PanoramaStage, type StageControl, type StageMarker } from './panorama-stage.tsx';
import { errorsAt, FieldErrors, TextFields } from './text-fields.tsx';
import { InlineSelect } from './inline-select.tsx';
import { useT } from './studio-strings.ts';

export type Change = (label: string, operations: StudioOperation[]) => Promise<boolean>;

interface SceneEditorProps {
  pack: PackModel;
  scene: SceneModel;
  errors: StudioError[];
  uiLanguage: string;
  change: Change;
}

const fixed = (n: number) => roundAngle(n).toFixed(1);

export function SceneEditor({ pack, scene, errors, uiLanguage, change }: SceneEditorProps) {
  const t = useT();
  const control = useRef<StageControl | null>(null);
  const [placeKind, setPlaceKind] = useState<'link' | 'info'>('link');
  const others = pack.scenes.filter((s) => s.key !== scene.key);
  const [target, setTarget] = useState('');
  const linkTarget = others.some((s) => s.key === target) ? target : (others[0]?.key ?? '');
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const at = (...path: (string | number)[]) => [scene.index, ...path];
  const yamlPath = (suffix: string) => `[${String(scene.index)}]${suffix}`;
  const name = (s: SceneModel) => displayText(s.title, uiLanguage, pack.defaultLanguage, s.key);
  const hotspot = selected === null ? undefined : scene.hotspots.find((h) => h.index === selected);

  const markers = useMemo<StageMarker[]>(
    () =>
      scene.hotspots.map((h) => {
        const linked = pack.scenes.find((s) => s.key === h.link);
        return {
          index: h.index,
          kind: h.link ? 'link' : 'info',
          label: linked ? name(linked) : displayText(h.title, uiLanguage, pack.defaultLanguage, h.key),
          yaw: h.yaw,
          pitch: h.pitch,
          selected: h.index === selected,
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- name() reads only what is listed
    [scene, pack.scenes, selected, uiLanguage, pack.defaultLanguage],
  );

  const place = async (yaw: number, pitch: number) => {
    if (placeKind === 'link' && !linkTarget) return;
    const taken = scene.hotspots.map((h) => h.key);
    const key = uniqueKey(placeKind === 'link' ? `to-${linkTarget}` : 'info', taken, 'hotspot');
    const position = { yaw: roundAngle(signedYaw(yaw)), pitch: roundAngle(pitch) };
    const value =
      placeKind === 'link'
        ? { key, ...position, link: linkTarget }
        : { key, title: { [pack.defaultLanguage]: t('hotspotInfo') }, ...position };
    if (await change(t('changePlace'), [{ op: 'append', file: scene.file, path: at('hotspots'), value }])) {
      setSelected(scene.hotspots.length);
      setAnnouncement(t('placed', { yaw: fixed(position.yaw), pitch: fixed(position.pitch) }));
    }
  };
  const move = async (index: number, yaw: number, pitch: number) => {
    const target = scene.hotspots.find((h) => h.index === index);
    if (!target) return;
    const operations = hotspotPositionOperations(scene, target, yaw, pitch, yawPitchToDirection);
    if (await change(t('changeMove'), operations)) {
      setAnnouncement(t('moved', { yaw: fixed(signedYaw(yaw)), pitch: fixed(pitch) }));
    }
  };
  const setView = async () => {
    const view = control.current?.view();
    if (!view) return;
    const value = { yaw: roundAngle(signedYaw(view.yaw)), pitch: roundAngle(view.pitch), zoom: Math.round(view.zoom) };
    await change(t('changeView'), [{ op: 'set', file: scene.file, path: at('initial_rotation'), value }]);
  };
  const setNorth = async () => {
    const view = control.current?.view();
    if (!view) return;
    // Looking north at yaw y: the panorama centre's compass heading is -y.
    const offset = roundAngle((((-view.yaw % 360) + 360) % 360) % 360);
    await change(t('changeNorth'), [{ op: 'set', file: scene.file, path: at('north_offset'), value: offset }]);
  };
  const text = (field: 'title' | 'description', label: string) => (
    <TextFields
      label={label}
      value={scene[field]}
      languages={pack.languages}
      defaultLanguage={pack.defaultLanguage}
      multiline={field === 'description'}
      errors={errorsAt(errors, scene.file, yamlPath(`.${field}`))}
      onCommit={(language, value) =>
        void change(
          t('changeText', { field: label }),
          textOperations(scene.file, at(field), scene[field], language, pack.defaultLanguage, value),
        )
      }
    />
  );

  return (
    <section className="studio-editor" aria-labelledby="scene-heading">
      <h2 id="scene-heading" className="studio-editor__title">
        {name(scene)} <code className="studio-key">{scene.key}</code>
      </h2>
      {scene.panorama ? (
        <>
          <div className="studio-place-bar">
            <SegmentedControl
              legend={t('place')}
              showLegend
              value={placeKind}
              onChange={setPlaceKind}
              options={[
                { value: 'link' as const, label: t('placeLink') },
                { value: 'info' as const, label: t('placeInfo') },
              ]}
            />
            {placeKind === 'link' ? (
              <InlineSelect label={t('linkTarget')} value={linkTarget} onChange={(value) => setTarget(value)}>
                {others.length === 0 ? <option value="">{t('chooseScene')}</option> : null}
                {others.map((s) => (
                  <option key={s.key} value={s.key}>
                    {name(s)}
                  </option>
                ))}
              </InlineSelect>
            ) : null}
          </div>
          <PanoramaStage
            panoramaUrl={packMediaUrl(scene.panorama)}
            sceneName={name(scene)}
            initialView={scene.initialRotation ?? { yaw: 0, pitch: 0, zoom: 50 }}
            markers={markers}
            control={control}
            onPlace={(yaw, pitch) => void place(yaw, pitch)}
            onMove={(index, yaw, pitch) => void move(index, yaw, pitch)}
            onSelect={setSelected}
          />
          <p className="visually-hidden" role="status">
            {announcement}
          </p>
          <div className="studio-view-bar">
            <div className="studio-view-bar__item">
              <Button variant="secondary" size="sm" icon={Eye} onClick={() => void setView()}>
                {t('setView')}
              </Button>
              <span className="studio-hint">
                {scene.initialRotation
                  ? t('viewSet', { yaw: fixed(scene.initialRotation.yaw), pitch: fixed(scene.initialRotation.pitch) })
                  : t('viewDefault')}
              </span>
            </div>
            <div className="studio-view-bar__item">
              <Button variant="secondary" size="sm" icon={Compass} onClick={() => void setNorth()}>
                {t('setNorth')}
              </Button>
              <span className="studio-hint">
                {scene.northOffset === null ? t('northUnset') : t('northSet', { offset: fixed(scene.northOffset) })}
              </span>
            </div>
          </div>
          <FieldErrors errors={errorsAt(errors, scene.file, yamlPath('.initial_rotation'))} />
        </>
      ) : null}

      <section className="studio-panel" aria-labelledby="hotspots-heading">
        <h3 id="hotspots-heading" className="studio-panel__title">
          {t('hotspots')}
        </h3>
        {scene.hotspots.length === 0 ? <p className="studio-hint">{t('noHotspots')}</p> : null}
        <ul className="studio-hotspot-list">
          {scene.hotspots.map((h) => {
            const linked = pack.scenes.find((s) => s.key === h.link);
            const label = h.link
              ? t('hotspotLink', { scene: linked ? name(linked) : h.link })
              : displayText(h.title, uiLanguage, pack.defaultLanguage, t('hotspotInfo'));
            return (
              <li key={h.index} className="studio-hotspot-list__item" data-selected={h.index === selected || undefined}>
                <button
                  type="button"
                  className="studio-hotspot-list__select"
                  aria-pressed={h.index === selected}
                  onClick={() => setSelected(h.index)}
                >
                  <span>{label}</span>
                  <span className="studio-hint">{t('yawPitch', { yaw: fixed(h.yaw), pitch: fixed(h.pitch) })}</span>
                </button>
                <FieldErrors errors={errorsAt(errors, scene.file, yamlPath(`.hotspots[${String(h.index)}]`))} />
              </li>
            );
          })}
        </ul>
        {hotspot ? (
          <HotspotDetails
            key={hotspot.index}
            pack={pack}
            scene={scene}
            hotspotIndex={hotspot.index}
            errors={errors}
            uiLanguage={uiLanguage}
            change={change}
            onMoveHere={() => {
              const view = control.current?.view();
              if (view) void move(hotspot.index, view.yaw, view.pitch);
            }}
            onDeleted={() => {
              setSelected(null);
              setAnnouncement(t('deleted'));
            }}
          />
        ) : null}
      </section>

      {text('title', t('title'))}
      {text('description', t('description'))}
    </section>
  );
}

function HotspotDetails({
  pack,
  scene,
  hotspotIndex,
  errors,
  uiLanguage,
  change,
  onMoveHere,
  onDeleted,
}: {
  pack: PackModel;
  scene: SceneModel;
  hotspotIndex: number;
  errors: StudioError[];
  uiLanguage: string;
  change: Change;
  onMoveHere: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const hotspot = scene.hotspots.find((h) => h.index === hotspotIndex);
  if (!hotspot) return null;
  const path = [scene.index, 'hotspots', hotspot.index];
  const yamlPath = `[${String(scene.index)}].hotspots[${String(hotspot.index)}]`;
  const field = (name: 'title' | 'description', label: string) => (
    <TextFields
      label={label}
      value={hotspot[name]}
      languages={pack.languages}
      defaultLanguage={pack.defaultLanguage}
      multiline={name === 'description'}
      errors={errorsAt(errors, scene.file, `${yamlPath}.${name}`)}
      onCommit={(language, value) =>
        void change(
          t('changeText', { field: label }),
          textOperations(scene.file, [...path, name], hotspot[name], language, pack.defaultLanguage, value),
        )
      }
    />
  );
  return (
    <div className="studio-hotspot-details">
      <div className="studio-hotspot-details__actions">
        {hotspot.link !== null ? (
          <InlineSelect
            label={t('hotspotTarget')}
            value={hotspot.link}
            onChange={(value) =>
              void change(t('changeLink'), [{ op: 'set', file: scene.file, path: [...path, 'link'], value: value }])
            }
          >
            {pack.scenes
              .filter((s) => s.key !== scene.key)
              .map((s) => (
                <option key={s.key} value={s.key}>
                  {displayText(s.title, uiLanguage, pack.defaultLanguage, s.key)}
                </option>
              ))}
          </InlineSelect>
        ) : null}
        <Button variant="secondary" size="sm" icon={Crosshair} onClick={onMoveHere}>
          {t('moveHere')}
        </Button>
        <IconButton
          icon={Trash2}
          tone="surface"
          label={t('deleteHotspot')}
          onClick={() =>
            void change(t('changeDelete'), [{ op: 'delete', file: scene.file, path }]).then((done) => {
              if (done) onDeleted();
            })
          }
        />
      </div>
      {field('title', t('title'))}
      {hotspot.link === null ? field('description', t('description')) : null}
    </div>
  );
}
