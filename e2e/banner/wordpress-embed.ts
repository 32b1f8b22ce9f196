// What WordPress makes of an oEmbed answer's `html` from a discovered (not allow-listed) provider,
// as its wp_filter_oembed_result() writes it (wp-includes/embed.php): only the iframe's src, width,
// height, frameborder, marginwidth, marginheight, scrolling and title survive (wp_kses), the src
// gets `#?secret=…` and a matching data-secret, and the iframe is sandboxed to scripts only, so the
// framed page has an opaque origin.
const KEPT = ['src', 'width', 'height', 'frameborder', 'marginwidth', 'marginheight', 'scrolling', 'title'];

export function wordpressEmbed(html: string, secret = 'Xk3pQ9wZ2m'): string {
  const iframe = /<iframe\b([^>]*)>\s*<\/iframe>/i.exec(html);
  if (!iframe) throw new Error('WordPress drops an embed without an iframe');
  const attributes = [...(iframe[1] ?? '').matchAll(/([a-z-]+)=("([^"]*)"|'([^']*)')/gi)]
    .map((match) => ({ name: (match[1] ?? '').toLowerCase(), value: match[3] ?? match[4] ?? '' }))
    .filter((attribute) => KEPT.includes(attribute.name))
    .map(({ name, value }) =>
      name === 'src' ? `src="${value}#?secret=${secret}" data-secret="${secret}"` : `${name}="${value}"`,
    );
  return `<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" ${attributes.join(' ')}></iframe>`;
}
