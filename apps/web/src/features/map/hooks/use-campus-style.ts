// The style the campus map draws: Meridian's offline style (with the tenant's PMTiles basemap under
// the campus when it has one), or the tenant's own style under the campus layers.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { MapsSettings } from '@meridian/contracts';
import { tenantStyleQuery, type CampusData } from '../api/map-queries.ts';
import { campusStyle, type StyleColours } from '../map-style.ts';
import { tokenTransform, withBasemap } from '../tenant-style.ts';
import { useBasemap } from './use-basemap.ts';

export function useCampusStyle(campus: CampusData, settings: MapsSettings | null, colours: StyleColours) {
  // The tenant's PMTiles basemap, once its protocol is registered (null without one).
  const basemapUrl = useBasemap(settings?.basemap ?? null);
  const offline = useMemo(() => campusStyle(campus, colours, basemapUrl), [campus, colours, basemapUrl]);
  // A tenant's own style, when set, goes under the campus layers; while it loads, or if it fails,
  // the offline style is what shows.
  const styleUrl = settings?.style ?? null;
  const token = import.meta.env.VITE_MAP_STYLE_TOKEN;
  const tenantStyle = useQuery(tenantStyleQuery(styleUrl, token)).data;
  // A loaded tenant style is the basemap: the PMTiles one, if any, is left out (its land would
  // cover the style).
  const style = useMemo(
    () => (tenantStyle ? withBasemap(tenantStyle, campusStyle(campus, colours)) : offline),
    [tenantStyle, offline, campus, colours],
  );
  const [transformRequest] = useState(() => tokenTransform(styleUrl, token));
  return { style, transformRequest };
}
