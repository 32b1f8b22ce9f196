// One scene: the panorama to look at and click on, its initial view and north, its hotspots (or a
// gallery's images, gallery-editor.tsx) and its texts in every language.
import { yawPitchToDirection } from '@meridian/contracts/direction';
import { Compass, Eye } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { SegmentedControl } from '../components/segmented-control.tsx';
import { useEditor } from './editor-context.ts';
import { GalleryEditor } from './gallery-editor.tsx';
import { HotspotDetails } from './hotspot-details.tsx';
import { InlineSelect } from './inline-select.tsx';
import { hotspotPositionOperations, roundAngle, signedYaw, uniqueKey, type SceneModel } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { PanoramaStage, type StageControl, type StageMarker } from './panorama-stage.tsx';
import { packMediaUrl } from './studio-api.ts';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

const fixed = (n: number) => roundAngle(n).toFixed(1);

export function SceneEditor({ scene }: { scene: SceneModel }) {
  const t = useT();
  const { pack, errors, uiLanguage, change, name: nameOf } = useEditor();
  const control = useRef<StageControl | null>(null);
  const [placeKind, setPlaceKind] = useState<'link' | 'info'>('link');
  const others = pack.scenes.filter((s) => s.key !== scene.key);
  const [target, setTarget] = useState('');
  const linkTarget = others.some((s) => s.key === target) ? target : (others[0]?.key ?? '');
  const [selected, setSelected] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const at = (...path: (string | number)[]) => [scene.index, ...path];
  const yamlPath = (suffix: string) => `[${String(scene.index)}]${suffix}`;
  const name = (s: SceneModel) => nameOf(s.title, s.key);
  const hotspot = selected === null ? undefined : scene.hotspots.find((h) => h.index === selected);

  const markers = useMemo<StageMarker[]>(
    () =>
      scene.hotspots.map((h) => {
        const linked = pack.scenes.find((s) => s.key === h.link);
        return {
          index: h.index,
          kind: h.link ? 'link' : 'info',
          label: linked ? name(linked) : nameOf(h.title, h.key),
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

      {scene.type === 'gallery' ? <GalleryEditor scene={scene} /> : null}
      {scene.type === 'panorama' ? (
        <Panel title={t('hotspots')}>
          {scene.hotspots.length === 0 ? <p className="studio-hint">{t('noHotspots')}</p> : null}
          <ul className="studio-hotspot-list">
            {scene.hotspots.map((h) => {
              const linked = pack.scenes.find((s) => s.key === h.link);
              const label = h.link
                ? t('hotspotLink', { scene: linked ? name(linked) : h.link })
                : nameOf(h.title, t('hotspotInfo'));
              return (
                <li
                  key={h.index}
                  className="studio-hotspot-list__item"
                  data-selected={h.index === selected || undefined}
                >
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
              scene={scene}
              hotspot={hotspot}
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
        </Panel>
      ) : null}

      <PackText file={scene.file} path={at('title')} value={scene.title} label={t('title')} />
      <PackText
        file={scene.file}
        path={at('description')}
        value={scene.description}
        label={t('description')}
        multiline
      />
    </section>
  );
}
