// One Photo Sphere Viewer adapter for both kinds of scene (issue 35): a panorama given as one image
// URL goes to PSV's equirectangular adapter, one given as a tile pyramid to the equirectangular tiles
// adapter. PSV fixes its adapter when the viewer is made, and the engine keeps one viewer (one WebGL
// context) for every scene, so the choice is made here, per panorama, on what PSV hands over: the
// panorama (a string or a tiles configuration), its mesh (a sphere, or the tiles adapter's group of
// base sphere and tiled sphere) or its texture data.
import {
  AbstractAdapter,
  EquirectangularAdapter,
  events,
  type EquirectangularAdapterConfig,
  type PanoData,
  type PanoramaPosition,
  type Position,
  type TextureData,
  type Viewer,
} from '@photo-sphere-viewer/core';
import {
  EquirectangularTilesAdapter,
  type EquirectangularMultiTilesPanorama,
  type EquirectangularTilesAdapterConfig,
} from '@photo-sphere-viewer/equirectangular-tiles-adapter';
import type { Material, Mesh, Object3D, Texture } from 'three';

type Panorama = string | EquirectangularMultiTilesPanorama;
type AnyTextureData = TextureData<Texture | null, Panorama, PanoData>;

export interface MixedAdapterConfig {
  plain: EquirectangularAdapterConfig;
  tiles: EquirectangularTilesAdapterConfig;
}

/** What this needs of the tiles adapter beyond its typings (PSV 5.15's private members). */
interface TilesInternals {
  queue: { tasks: Record<string, { status: number }> };
  state: { geom: object | null };
  handleEvent(event: Event): void;
  __refresh(): void;
  __cleanup(): void;
  __swapMaterial(tile: unknown, material: Material & { map?: Texture | null }, isError: boolean): void;
}

/** The tiles adapter's Task status: waiting to start, or running (a tile on its way). */
const PENDING = 1;
const RUNNING = 2;

const isGroup = (mesh: Object3D): boolean => (mesh as { isGroup?: boolean }).isGroup === true;
const tilesGeometryOf = (group: Object3D): object | undefined => (group.children[1] as Mesh | undefined)?.geometry;

export class MixedAdapter extends AbstractAdapter<Panorama, PanoData, Texture | null, Object3D> {
  static override readonly id = 'meridian-mixed';
  static override readonly VERSION = EquirectangularTilesAdapter.VERSION;
  static override readonly supportsDownload = false;

  private readonly plain: EquirectangularAdapter;
  private readonly tiles: EquirectangularTilesAdapter;
  private readonly tilesInternals: TilesInternals;
  /**
   * Every tile material made for a tiled sphere, by its geometry. The tiles adapter replaces a face's
   * material when a sharper tile lands but disposes only the materials still on the sphere: the
   * replaced ones' textures would stay on the GPU until the page closed. They are freed here with
   * their sphere, so GPU memory does not grow scene after scene.
   */
  private readonly tileMaterials = new Map<object, Set<Material & { map?: Texture | null }>>();
  private settledListeners: (() => void)[] = [];

  static withConfig(config: MixedAdapterConfig): [typeof MixedAdapter, MixedAdapterConfig] {
    return [MixedAdapter, config];
  }

  constructor(viewer: Viewer, config: MixedAdapterConfig) {
    super(viewer);
    this.plain = new EquirectangularAdapter(viewer, config.plain);
    this.tiles = new EquirectangularTilesAdapter(viewer, config.tiles);
    this.tilesInternals = this.tiles as unknown as TilesInternals;
    const internals = this.tilesInternals;
    const swap = internals.__swapMaterial.bind(this.tiles);
    internals.__swapMaterial = (tile, material, isError) => {
      const geometry = internals.state.geom;
      if (!isError && geometry) {
        const set = this.tileMaterials.get(geometry) ?? new Set();
        set.add(material);
        this.tileMaterials.set(geometry, set);
      }
      swap(tile, material, isError);
      this.checkSettled();
    };
    const refresh = internals.__refresh.bind(this.tiles);
    internals.__refresh = () => {
      refresh();
      this.checkSettled();
    };
  }

  override init(): void {
    super.init();
    this.plain.init();
    // The tiles adapter's own listeners would act on a plain sphere too (its "transition done" takes
    // the new mesh for a group): it hears the viewer's events through this adapter, for tiled scenes only.
    this.viewer.addEventListener(events.TransitionDoneEvent.type, this);
    this.viewer.addEventListener(events.PositionUpdatedEvent.type, this);
    this.viewer.addEventListener(events.ZoomUpdatedEvent.type, this);
  }

  override destroy(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.viewer.removeEventListener(events.TransitionDoneEvent.type, this);
    this.viewer.removeEventListener(events.PositionUpdatedEvent.type, this);
    this.viewer.removeEventListener(events.ZoomUpdatedEvent.type, this);
    this.tiles.destroy();
    this.plain.destroy();
    super.destroy();
  }

  private refreshQueued = false;

  private showsTiles(): boolean {
    const mesh = (this.viewer.renderer as unknown as { mesh?: Object3D }).mesh;
    return typeof this.viewer.config.panorama === 'object' && mesh !== undefined && isGroup(mesh);
  }

  /**
   * @internal PSV's event listener interface. A move or zoom asks for the tiles of the view once the
   * task that moved it has finished: PSV sets a new scene's zoom and then its direction, one after
   * the other, and the tiles adapter, asked at once, started the tiles of the view at the new zoom
   * but the old direction (its queue starts 8 at once, which cannot be taken back): 10 tiles where 6
   * were in view, the ones in view last (issue 35).
   */
  handleEvent(event: Event): void {
    if (!this.showsTiles()) return;
    if (event.type === events.TransitionDoneEvent.type) {
      this.tilesInternals.handleEvent(event);
      return;
    }
    if (this.refreshQueued) return;
    this.refreshQueued = true;
    queueMicrotask(() => {
      this.refreshQueued = false;
      if (this.showsTiles()) this.tilesInternals.__refresh();
    });
  }

  /**
   * Resolves once the tiles the current view needs are on screen (none waiting or on their way): what
   * "the sharp frame" means for a tiled scene. Right away for a plain scene.
   */
  tilesSettled(): Promise<void> {
    return new Promise((resolve) => {
      this.settledListeners.push(resolve);
      this.checkSettled();
    });
  }

  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  private checkSettled(): void {
    if (this.settledListeners.length === 0) return;
    const tiled = typeof this.viewer.config.panorama === 'object';
    const { state, queue } = this.tilesInternals;
    // Before its first refresh a tiled sphere has no geometry yet and nothing queued: not settled.
    const busy =
      tiled &&
      (state.geom === null || Object.values(queue.tasks).some((t) => t.status === PENDING || t.status === RUNNING));
    if (busy) {
      // A task's status changes only after its tile has been drawn: look again a little later.
      this.settleTimer ??= setTimeout(() => {
        this.settleTimer = null;
        this.checkSettled();
      }, 50);
      return;
    }
    const listeners = this.settledListeners;
    this.settledListeners = [];
    for (const listener of listeners) listener();
  }

  override supportsTransition(panorama: Panorama): boolean {
    return typeof panorama === 'string' ? this.plain.supportsTransition() : this.tiles.supportsTransition(panorama);
  }

  override supportsPreload(panorama: Panorama): boolean {
    return typeof panorama === 'string' ? this.plain.supportsPreload() : this.tiles.supportsPreload(panorama);
  }

  override textureCoordsToSphericalCoords(point: PanoramaPosition, data: PanoData): Position {
    return this.plain.textureCoordsToSphericalCoords(point, data);
  }

  override sphericalCoordsToTextureCoords(position: Position, data: PanoData): PanoramaPosition {
    return this.plain.sphericalCoordsToTextureCoords(position, data);
  }

  loadTexture(panorama: Panorama, loader?: boolean, newPanoData?: PanoData): Promise<AnyTextureData> {
    if (typeof panorama === 'string') {
      return this.plain.loadTexture(panorama, loader, newPanoData) as Promise<AnyTextureData>;
    }
    return this.tiles.loadTexture(panorama, loader) as unknown as Promise<AnyTextureData>;
  }

  createMesh(panoData: PanoData): Object3D {
    // The tiles adapter's pano data carries its base image's (null without a base).
    return 'baseData' in panoData
      ? this.tiles.createMesh(panoData as Parameters<EquirectangularTilesAdapter['createMesh']>[0])
      : this.plain.createMesh(panoData);
  }

  setTexture(mesh: Object3D, textureData: AnyTextureData, transition: boolean): void {
    if (isGroup(mesh)) {
      this.tiles.setTexture(mesh as never, textureData as never, transition);
      return;
    }
    // A plain scene now: the tiles adapter stops loading the last tiled scene's tiles.
    if (!transition) this.forgetTiles();
    this.plain.setTexture(mesh as never, textureData as never);
  }

  private forgetTiles(): void {
    this.tilesInternals.__cleanup();
    this.tilesInternals.state.geom = null;
  }

  setTextureOpacity(mesh: Object3D, opacity: number): void {
    if (isGroup(mesh)) this.tiles.setTextureOpacity(mesh as never, opacity);
    else this.plain.setTextureOpacity(mesh as never, opacity);
  }

  disposeTexture(textureData: AnyTextureData): void {
    if (typeof textureData.panorama === 'string') this.plain.disposeTexture(textureData as never);
    else this.tiles.disposeTexture(textureData as never);
  }

  disposeMesh(mesh: Object3D): void {
    if (!isGroup(mesh)) {
      this.plain.disposeMesh(mesh as never);
      return;
    }
    const geometry = tilesGeometryOf(mesh);
    if (geometry !== undefined && geometry === this.tilesInternals.state.geom) this.forgetTiles();
    this.tiles.disposeMesh(mesh as never);
    for (const material of (geometry && this.tileMaterials.get(geometry)) ?? []) {
      material.map?.dispose();
      material.dispose();
    }
    if (geometry) this.tileMaterials.delete(geometry);
  }
}
