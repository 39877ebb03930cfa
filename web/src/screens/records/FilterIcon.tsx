/** The funnel of the filter drawer's button. */
export function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 5h16l-6.2 7.4V18l-3.6 2v-7.6z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
