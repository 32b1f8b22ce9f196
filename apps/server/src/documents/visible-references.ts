import type { Scene, SceneSummary, Tour, TourGroupPage } from '@meridian/contracts';
import type { DocumentReader } from './document-reader.ts';

// Documents are stored as the importer built them, and a live document may name a draft one
// (a live tour's unpublished scene, a group's draft tour, a building's draft place page). A
// live answer names only documents the request may see: live ones, plus what its preview
// token reveals; everything else is dropped here, on the way out.

export async function withVisibleScenes(reader: DocumentReader, tours: Tour[]): Promise<Tour[]> {
  const scenes = await reader.visibleIds('scene');
  return tours.map((tour) => ({
    ...tour,
    scenes: tour.scenes.filter((entry) => scenes.has(entry.scene.id)),
    sceneIds: tour.sceneIds.filter((id) => scenes.has(id)),
    scenes_points: tour.scenes_points.filter((point) => scenes.has(point.scene)),
    // null starts the tour at its first (visible) scene.
    starting_point: tour.starting_point !== null && scenes.has(tour.starting_point) ? tour.starting_point : null,
  }));
}

export async function withVisibleMembers(reader: DocumentReader, groups: TourGroupPage[]): Promise<TourGroupPage[]> {
  const [tours, subgroups] = await Promise.all([reader.visibleIds('tour'), reader.visibleIds('tour_group')]);
  return groups.map((group) => ({
    ...group,
    children: group.children.filter((id) => subgroups.has(id)),
    tours: group.tours.filter((id) => tours.has(id)),
  }));
}

/** Sub-scenes, and for a full scene the hotspots that lead somewhere, limited to visible scenes. */
export async function withVisibleLinks<T extends SceneSummary | Scene>(
  reader: DocumentReader,
  scenes: T[],
): Promise<T[]> {
  const visible = await reader.visibleIds('scene');
  return scenes.map((scene) => {
    const sub_scenes = scene.sub_scenes.filter((id) => visible.has(id));
    if (!('hotspots' in scene)) return { ...scene, sub_scenes };
    const hotspots = scene.hotspots.filter((spot) => spot.link_scene === null || visible.has(spot.link_scene));
    return { ...scene, sub_scenes, hotspots };
  });
}

interface WithPage {
  properties: { page_id: number | null; page?: string | null };
}

/** Map features keep their place page only when it is visible (`page` repeats the page, so it goes too). */
export async function withVisiblePages<F extends WithPage>(reader: DocumentReader, features: F[]): Promise<F[]> {
  const pages = await reader.visibleIds('place_page');
  return features.map((feature) => {
    const { page_id } = feature.properties;
    if (page_id === null || pages.has(page_id)) return feature;
    const properties = { ...feature.properties, page_id: null };
    if ('page' in properties) properties.page = null;
    return { ...feature, properties };
  });
}
