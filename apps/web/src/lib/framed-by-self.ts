// Whether this page is framed by a page of its own site: a form's next page (post_redirect_page)
// shown in the CTA modal (issue 34). Such a page shows only its content: the page around it already
// has the header, the cookie notice and the CTAs, and a second set inside the modal is noise.
export function isFramedBySelf(win: Pick<Window, 'parent' | 'location'> = window): boolean {
  if (win.parent === win) return false;
  try {
    return win.parent.location.origin === win.location.origin;
  } catch {
    // Another site's page: its location cannot be read.
    return false;
  }
}
