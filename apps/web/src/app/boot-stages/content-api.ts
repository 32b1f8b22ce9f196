// The third stage of the app's start (app/load-boot.ts): the queries of the start-up content and the
// contracts' schemas they parse with. Building the schemas is most of the cost of evaluating the
// app's code, so it gets a task of its own. Every name here is one the app itself uses.
export { tenantQuery } from '../../features/tenant/api/tenant-lookup.ts';
export { languagesQuery } from '../../features/tenant/api/languages-query.ts';
export { resolveTenant } from '../../features/tenant/resolve-tenant.ts';
export { brandQuery } from '../../lib/brand/brand-query.ts';
export { tourGroupsQuery } from '../../features/homepage/api/tour-groups-query.ts';
export { labelsQuery } from '../../features/labels/api/labels-query.ts';
export { scenesQuery } from '../../features/scene/api/scenes-query.ts';
