import { fillInText } from '../../text/fill-in.ts';

/**
 * The chef's portrait: it turns from grey to colour the first time it is
 * 30 % visible, and never turns back (the `colour` reveal, set up by
 * traiteur-evenementiel.client.ts).
 */
export function ChefPortrait({ name, role }: { name: string; role: string }) {
  return (
    <figure className="chef-portrait">
      <svg viewBox="0 0 240 300" width="240" height="300" role="img" aria-label={fillInText('Portrait de {name}', { name })} data-reveal="colour">
        <defs>
          <linearGradient id="chef-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f59e0b" />
            <stop offset="1" stopColor="#9f1239" />
          </linearGradient>
        </defs>
        <rect width="240" height="300" rx="24" fill="url(#chef-bg)" />
        <circle cx="120" cy="92" r="52" fill="#fff7ed" />
        <rect x="70" y="34" width="100" height="46" rx="22" fill="#ffffff" />
        <circle cx="84" cy="40" r="24" fill="#ffffff" />
        <circle cx="120" cy="28" r="26" fill="#ffffff" />
        <circle cx="156" cy="40" r="24" fill="#ffffff" />
        <circle cx="120" cy="132" r="44" fill="#f4c7a1" />
        <circle cx="104" cy="126" r="5" fill="#3f1d0b" />
        <circle cx="136" cy="126" r="5" fill="#3f1d0b" />
        <path d="M104 148q16 12 32 0" fill="none" stroke="#3f1d0b" strokeWidth="4" strokeLinecap="round" />
        <path d="M40 300q0-110 80-110t80 110z" fill="#ffffff" />
        <path d="M120 190v110" stroke="#e5e7eb" strokeWidth="3" />
        <circle cx="108" cy="222" r="5" fill="#9f1239" />
        <circle cx="108" cy="252" r="5" fill="#9f1239" />
        <path d="M100 196l20 16 20-16" fill="#dc2626" />
      </svg>
      <figcaption>
        <span className="chef-name">{name}</span>
        <span className="chef-role">{role}</span>
      </figcaption>
    </figure>
  );
}
