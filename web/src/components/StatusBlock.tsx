import type { ReactNode } from "react";

/** Which picture a status block shows. */
export type StatusKind = "offline" | "empty";

function StatusPicture({ kind }: { kind: StatusKind }) {
  // Drawn here rather than the UI kit's ErrorBlock, whose four built-in pictures would weigh on every first load.
  return (
    <svg className="status-picture" viewBox="0 0 120 96" width="120" height="96" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="86" rx="42" ry="6" fill="var(--art-fill)" />
      {kind === "offline" ? (
        <>
          <path d="M24 44a50 50 0 0 1 72 0" fill="none" stroke="var(--art-line)" strokeWidth="7" strokeLinecap="round" />
          <path d="M37 57a31 31 0 0 1 46 0" fill="none" stroke="var(--art-line)" strokeWidth="7" strokeLinecap="round" />
          <circle cx="60" cy="72" r="6" fill="var(--art-line)" />
          <path d="M30 20 90 80" stroke="var(--art-accent)" strokeWidth="6" strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect x="30" y="22" width="60" height="56" rx="8" fill="var(--surface-muted)" stroke="var(--art-line)" strokeWidth="4" />
          <path d="M42 40h36M42 52h36M42 64h22" stroke="var(--art-line)" strokeWidth="4" strokeLinecap="round" />
          <circle cx="86" cy="26" r="12" fill="var(--brand-soft)" stroke="var(--art-accent)" strokeWidth="4" />
          <path d="M86 20v7M86 31v1" stroke="var(--art-accent)" strokeWidth="4" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

/** A picture, a title, a line of explanation and an action: for failed loads and empty or missing pages. */
export function StatusBlock({ kind, title, description, children, className }: { kind: StatusKind; title: string; description?: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`status-block${className ? ` ${className}` : ""}`} role={kind === "offline" ? "alert" : undefined}>
      <StatusPicture kind={kind} />
      <div className="status-title">{title}</div>
      {description && <div className="status-description">{description}</div>}
      {children && <div className="status-actions">{children}</div>}
    </div>
  );
}
