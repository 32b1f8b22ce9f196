// Arrows and +/- belong to the 360° view while focus is in a viewer (or nowhere), not while it is
// in a menu, dialog or form elsewhere on the page. Shared by the app's viewer and the first view.
export function viewerHasKeyboard(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(active.closest('.panorama-view, .first-view'));
}
