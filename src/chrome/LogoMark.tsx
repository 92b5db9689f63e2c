/** The brand mark: a bud opening. Decorative; the brand name always sits beside it. `id` keeps its gradient's id unique on the page. */
export function LogoMark({ size = 36, id }: { size?: number; id: string }) {
  const gradient = `logo-gradient-${id}`;
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="14" fill={`url(#${gradient})`} />
      <path d="M24 36V22" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 24c-7 0-10-5-10-11 6 0 10 4 10 11Zm0 0c7 0 10-5 10-11-6 0-10 4-10 11Z" fill="#fff" />
      <path d="M24 30c-4 0-7-2-8-5 4 0 7 1 8 5Z" fill="#fde68a" />
    </svg>
  );
}
