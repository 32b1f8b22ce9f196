// The panorama the author looks at and clicks on (Photo Sphere Viewer, the visitor viewer's engine):
// a click places a hotspot there, a hotspot is dragged to move it, and by keyboard the arrow keys aim
// and Enter places a hotspot at the cross in the middle. Angles are the pack's: degrees, yaw
// clockwise from the panorama centre, pitch up (PSV's own convention, in radians).
import '@photo-sphere-viewer/core/index.css';
import '@photo-sphere-viewer/markers-plugin/index.css';
import { Viewer } from '@photo-sphere-viewer/core';
import { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useT } from './studio-strings.ts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

export interface StageMarker {
  index: number;
  label: string;
  kind: 'link' | 'info';
  yaw: number;
  pitch: number;
  selected: boolean;
}

export interface StageView {
  yaw: number;
  pitch: number;
  zoom: number;
}

/** What the editor asks of the stage: where the author is looking. */
export interface StageControl {
  view: () => StageView;
}

interface PanoramaStageProps {
  panoramaUrl: string;
  sceneName: string;
  initialView: StageView;
  markers: StageMarker[];
  control: RefObject<StageControl | null>;
  onPlace: (yaw: number, pitch: number) => void;
  onMove: (index: number, yaw: number, pitch: number) => void;
  onSelect: (index: number) => void;
}

function markerElement(marker: StageMarker): HTMLElement {
  const element = document.createElement('span');
  element.className = `studio-marker studio-marker--${marker.kind}${marker.selected ? ' studio-marker--selected' : ''}`;
  element.dataset.hotspotIndex = String(marker.index);
  const dot = document.createElement('span');
  dot.className = 'studio-marker__dot';
  const label = document.createElement('span');
  label.className = 'studio-marker__label';
  label.textContent = marker.label;
  element.append(dot, label);
  return element;
}

export function PanoramaStage(props: PanoramaStageProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  // Bumped when a panorama has loaded: the markers are set again on the loaded sphere.
  const [loads, setLoads] = useState(0);
  // The latest props for PSV's listeners, which are attached once.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!container.current) return undefined;
    const { initialView } = latest.current;
    const psv = new Viewer({
      container: container.current,
      panorama: latest.current.panoramaUrl,
      navbar: false,
      keyboard: false,
      mousewheelCtrlKey: false,
      loadingTxt: '',
      defaultYaw: toRadians(initialView.yaw),
      defaultPitch: toRadians(initialView.pitch),
      defaultZoomLvl: initialView.zoom,
      plugins: [[MarkersPlugin, { markers: [] }]],
    });
    viewer.current = psv;
    latest.current.control.current = {
      view: () => {
        const position = psv.getPosition();
        return { yaw: toDegrees(position.yaw), pitch: toDegrees(position.pitch), zoom: psv.getZoomLevel() };
      },
    };
    psv.addEventListener('click', ({ data }) => {
      if (data.rightclick || (data.target instanceof Element && data.target.closest('.studio-marker'))) return;
      latest.current.onPlace(toDegrees(data.yaw), toDegrees(data.pitch));
    });
    psv.addEventListener('panorama-loaded', () => {
      container.current?.setAttribute('data-ready', 'true');
      setLoads((count) => count + 1);
    });
    return () => {
      latest.current.control.current = null;
      viewer.current = null;
      psv.destroy();
    };
  }, [props.panoramaUrl]);

  // Markers follow the pack; dragging one moves it live and writes it once, on release.
  useEffect(() => {
    const psv = viewer.current;
    if (!psv) return;
    const plugin = psv.getPlugin<MarkersPlugin>(MarkersPlugin);
    plugin.setMarkers(
      props.markers.map((marker) => {
        const element = markerElement(marker);
        element.addEventListener('pointerdown', (event) => {
          event.stopPropagation();
          event.preventDefault();
          latest.current.onSelect(marker.index);
          const bounds = psv.container.getBoundingClientRect();
          let moved: { yaw: number; pitch: number } | null = null;
          const onMove = (move: PointerEvent) => {
            const position = psv.dataHelper.viewerCoordsToSphericalCoords({
              x: move.clientX - bounds.left,
              y: move.clientY - bounds.top,
            });
            moved = { yaw: toDegrees(position.yaw), pitch: toDegrees(position.pitch) };
            plugin.updateMarker({ id: `hotspot-${marker.index}`, position });
          };
          const onUp = () => {
            window.removeEventListener('pointermove', onMove);
            window.removeEventListener('pointerup', onUp);
            if (moved) latest.current.onMove(marker.index, moved.yaw, moved.pitch);
          };
          window.addEventListener('pointermove', onMove);
          window.addEventListener('pointerup', onUp);
        });
        element.addEventListener('mousedown', (event) => event.stopPropagation());
        element.addEventListener('touchstart', (event) => event.stopPropagation(), { passive: true });
        return {
          id: `hotspot-${marker.index}`,
          element,
          position: { yaw: toRadians(marker.yaw), pitch: toRadians(marker.pitch) },
          anchor: 'center center',
          data: { index: marker.index },
        };
      }),
    );
  }, [props.markers, props.panoramaUrl, loads]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const psv = viewer.current;
    if (!psv) return;
    const step = toRadians(event.shiftKey ? 10 : 2);
    const position = psv.getPosition();
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const turn = Object.hasOwn(turns, event.key) ? turns[event.key] : undefined;
    if (turn) {
      event.preventDefault();
      const pitch = Math.max(-Math.PI / 2, Math.min(Math.PI / 2, position.pitch + turn[1]));
      psv.rotate({ yaw: position.yaw + turn[0], pitch });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      latest.current.onPlace(toDegrees(position.yaw), toDegrees(position.pitch));
    }
  };

  return (
    <div className="studio-stage">
      {/* role=application: the arrow keys and Enter belong to the panorama while it has the focus. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- an application region is operated by keyboard (WAI-ARIA) */}
      <div
        ref={container}
        className="studio-stage__viewer"
        role="application"
        tabIndex={0}
        aria-label={t('stageLabel', { scene: props.sceneName })}
        onKeyDown={onKeyDown}
        data-testid="studio-stage"
      />
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <span className="studio-stage__cross" aria-hidden="true" />
    </div>
  );
}
