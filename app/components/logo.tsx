/** The company mark: a safety-orange tile with a grinder disc, and the name from the business configuration. */
export function LogoMark({ className = "h-10 w-10" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#c2410c" />
      <circle cx="20" cy="22" r="11" fill="#1c1d1f" />
      <circle cx="20" cy="22" r="6.5" fill="none" stroke="#f7f6f4" strokeWidth="2" strokeDasharray="3 2.2" />
      <circle cx="20" cy="22" r="2.2" fill="#f7f6f4" />
      <rect x="18.5" y="4" width="3" height="8" rx="1.5" fill="#f7f6f4" />
    </svg>
  );
}
