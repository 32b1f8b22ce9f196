// The three states of a scene visit (spec section 4, "Scene visit"). Shared vocabulary: the
// visit-progress store records them, the tour's progression rules and the scene gallery read them.
export const VisitStatus = { unvisited: 0, visiting: 1, visited: 2 } as const;
export type VisitStatus = (typeof VisitStatus)[keyof typeof VisitStatus];
