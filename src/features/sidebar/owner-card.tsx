/** The blog owner: avatar (home link), name, the site's description and profile links. */
import { useEffect, useRef, useState } from 'react';
import { TextLink, TextRouterLink } from '@/components/plain/text-link';
import { paths } from '@/config/paths';
import { getConfig } from '@/config/runtime-config';
import { useT } from '@/i18n/use-t';
import hidden from '@/lib/visually-hidden.module.css';
import section from './sidebar-section.module.css';
import styles from './owner-card.module.css';

/**
 * The picture in a circle, or the owner's initial when it fails to load: MUI Avatar's look and
 * fallback, without the component and its image-loading hook in every public page's first load.
 */
function OwnerAvatar({ src, owner }: { src: string; owner: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered picture may have failed before the app took the page over and listened.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <div className={failed ? `${styles.avatar} ${styles.fallback}` : styles.avatar}>
      {failed ? (
        owner.slice(0, 1).toUpperCase()
      ) : (
        <img
          ref={image}
          className={styles.picture}
          src={src}
          alt=""
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

export function OwnerCard() {
  const { owner, avatar, description, profileLinks } = getConfig().site;
  const t = useT();
  return (
    <section aria-label={t('sidebar.aboutAuthor')} className={`${section.section} ${styles.card}`}>
      <TextRouterLink
        to={paths.home.href()}
        aria-label={t('sidebar.ownerHome', { owner })}
        className={styles.homeLink}
      >
        <OwnerAvatar src={avatar} owner={owner} />
      </TextRouterLink>
      <h2 className={styles.name}>{owner}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {profileLinks.length > 0 && (
        <ul className={styles.links}>
          {profileLinks.map((link) => (
            <li key={link.url}>
              <TextLink href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className={hidden.visuallyHidden}>{t('sidebar.opensInNewTab')}</span>
              </TextLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
