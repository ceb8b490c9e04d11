// Confirmations (<details class="confirm">) work without script; with it, opening one brings
// its question and button into view, and Escape closes it again.

for (const details of document.querySelectorAll('details.confirm')) {
  const sheet = details.querySelector('.confirm__sheet');
  details.addEventListener('toggle', () => {
    if (!details.open || !sheet) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    sheet.scrollIntoView({ block: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
  });
  details.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  });
}
