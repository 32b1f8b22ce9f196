// The 360° canvas. One engine per mounted view, reused for every scene it is given: the low
// rendition first, then the sharp one for the viewport (swapped in place), neighbours' low
// renditions preloaded. Keyboard: arrows pan and +/- zoom while focus is in the viewer (or
// nowhere), inside and outside fullscreen; the fullscreen element is the whole viewer region, so
// the hotspot list stays reachable there too.
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewport } from '../../../lib/viewport.ts';
import { useActiveEngineStore } from '../active-engine-store.ts';
import { useEngineSource } from '../engine-context.ts';
import { viewerHasKeyboard } from '../keyboard-focus.ts';
import { createHeadingEmitter } from '../heading.ts';
import type { PanoramaEngine, PanoramaMarker, PanoramaQuality, PanoramaScene } from '../panorama-engine.ts';
import { preferredFormat, sharpQualityFor } from '../renditions.ts';
import { PanoramaControls } from './panorama-controls.tsx';

export interface PanoramaViewProps {
  scene: PanoramaScene;
  title: string;
  northOffset: number;
  markers: PanoramaMarker[];
  preloadUrls: string[];
  /** A direction to turn to (e.g. the hotspot that has focus in the list). */
  lookAt: { yaw: number; pitch: number } | null;
  onShown: (sceneId: number, quality: PanoramaQuality) => void;
  onError: (sceneId: number, error: unknown) => void;
  onSelectMarker: (markerId: string) => void;
  onHeading: (heading: number) => void;
  /** Rendered inside the region (the accessible hotspot list, panels). */
  children?: ReactNode;
  hidden?: boolean;
}

export function PanoramaView(props: PanoramaViewProps) {
  const { t } = useTranslation();
  const { create: factory, firstView } = useEngineSource();
  const canvasRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<PanoramaEngine | null>(null);
  const [shownSceneId, setShownSceneId] = useState<number | null>(null);
  const { width } = useViewport();
  const onShown = useEffectEvent((sceneId: number, quality: PanoramaQuality) => props.onShown(sceneId, quality));
  const onError = useEffectEvent((sceneId: number, error: unknown) => props.onError(sceneId, error));
  const onSelectMarker = useEffectEvent((markerId: string) => props.onSelectMarker(markerId));
  const onHeading = useEffectEvent((heading: number) => props.onHeading(heading));
  const label = t('viewer.panorama.label', { title: props.title });

  // Created after an await: under StrictMode the first mount is torn down before the await
  // resolves, so only the second mount builds (or adopts) a viewer and no texture load is inherited
  // cancelled. The first view (shown before the app loaded) is adopted when it shows this scene.
  const firstSceneId = props.scene.id;
  useEffect(() => {
    const container = canvasRef.current;
    if (!container) return;
    let cancelled = false;
    // A function, not the flag itself: read after awaits, where the flag's narrowing would lie.
    const isCancelled = () => cancelled;
    let created: PanoramaEngine | null = null;
    let adoptedElement: HTMLElement | null = null;
    const wire = (instance: PanoramaEngine) => {
      created = instance;
      instance.on('shown', ({ sceneId, quality }) => {
        setShownSceneId(sceneId);
        onShown(sceneId, quality);
      });
      instance.on('error', ({ sceneId, error }) => onError(sceneId, error));
      instance.on('select', ({ markerId }) => onSelectMarker(markerId));
      setEngine(instance);
    };
    void Promise.resolve().then(async () => {
      if (isCancelled()) return;
      const adopted = firstView?.adopt(firstSceneId) ?? null;
      if (adopted) {
        adoptedElement = adopted.element;
        adopted.element.removeAttribute('role');
        adopted.element.removeAttribute('aria-label');
        adopted.element.classList.add('panorama-view__adopted');
        adopted.element.querySelector('canvas')?.setAttribute('aria-label', label);
        container.appendChild(adopted.element);
        wire(adopted.engine);
        return;
      }
      const instance = await factory();
      if (isCancelled()) return;
      instance.init(container, {
        format: preferredFormat(),
        label,
        keyboardAllowed: viewerHasKeyboard,
      });
      wire(instance);
    });
    return () => {
      cancelled = true;
      created?.destroy();
      adoptedElement?.remove();
      setEngine(null);
    };
    // The label only names the canvas at creation and the first scene only decides the adoption;
    // neither may rebuild the viewer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [factory, firstView]);

  const { scene } = props;
  const sharp = sharpQualityFor(width > 0 ? width : undefined);
  useEffect(() => {
    if (!engine) return;
    let active = true;
    void engine.setPanorama(scene, 'low').then((shown) => {
      if (shown && active) return engine.setPanorama(scene, sharp);
      return undefined;
    });
    return () => {
      active = false;
    };
    // Keyed on the scene id: a new object for the same scene must not reload it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, scene.id]);

  useEffect(() => {
    if (!engine) return;
    const emitter = createHeadingEmitter(props.northOffset, (heading) => onHeading(heading));
    const off = engine.on('rotation', ({ yaw }) => emitter.update(yaw));
    return () => {
      off();
      emitter.dispose();
    };
  }, [engine, props.northOffset]);

  // Published for the controls outside the view (device motion in the viewer's toolbar).
  useEffect(() => {
    if (!engine) return;
    const store = useActiveEngineStore.getState();
    store.setEngine(engine);
    return () => store.clearEngine(engine);
  }, [engine]);

  // The canvas keeps naming the scene on screen, not the one the viewer was created with.
  useEffect(() => {
    engine?.setLabel(label);
  }, [engine, label]);

  useEffect(() => {
    engine?.setMarkers(props.markers);
  }, [engine, props.markers]);

  // Neighbours are downloaded (and decoded) only once this scene is on screen, never competing with it.
  const preloadKey = shownSceneId === scene.id ? props.preloadUrls.join('\n') : '';
  useEffect(() => {
    if (engine && preloadKey) engine.preload(preloadKey.split('\n'));
  }, [engine, preloadKey]);

  useEffect(() => {
    if (engine && props.lookAt) engine.rotate(props.lookAt);
  }, [engine, props.lookAt]);

  return (
    <div
      className="panorama-view"
      role="region"
      aria-label={label}
      hidden={props.hidden}
      data-engine-ready={engine ? 'true' : 'false'}
    >
      <div
        ref={canvasRef}
        className="panorama-view__canvas"
        // Focusable so keyboard users can give the arrows and +/- to the view: an application
        // region that handles its own keys is exactly what this canvas is.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="application"
        aria-roledescription={t('viewer.panorama.roleDescription')}
        aria-label={label}
        aria-describedby="panorama-keyboard-help"
      />
      <p id="panorama-keyboard-help" className="visually-hidden">
        {t('viewer.panorama.keyboardHelp')}
      </p>
      <PanoramaControls engine={engine} northOffset={props.northOffset} />
      {props.children}
    </div>
  );
}
