import type { ReactNode } from 'react';

/** One titled section of the terms and play-responsibly pages: a region named by its heading. */
export function InfoSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`info-page__section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="info-page__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
