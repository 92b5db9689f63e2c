// The 404 pages' own browser code.

const page = document.querySelector<HTMLElement>('[data-not-found]');
if (page) {
  console.warn(`404\u202f: aucune page à l’adresse ${location.pathname}`);
  // Hosts without nested 404 pages serve the site's one for /blog/* too: it
  // holds the blog's message, hidden, which takes the other's place there.
  const [site, blog] = page.querySelectorAll<HTMLElement>(':scope > [data-not-found-title]');
  if (site && blog && location.pathname.startsWith('/blog/')) {
    site.hidden = true;
    blog.hidden = false;
    document.title = blog.dataset.notFoundTitle!;
  }
}
