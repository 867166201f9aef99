import MapIcon from '@mui/icons-material/Map';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FurtherLocation } from '../../../domain/organization/further-locations';
import { locationMarkers } from '../../../domain/organization/locations-map';
import type { MapTiles } from '../../../domain/site/map-tiles';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSite } from '../../hooks/use-site';
import { loadMapTiles } from '../../server/map-tiles.functions';
import { useConsent } from '../../tracking/consent/consent-runtime';

/** The map's box, the same before and after consent, so nothing below it moves when it appears. */
const MAP_BOX = { position: 'relative', width: '100%', height: { xs: 260, sm: 340 }, borderRadius: 1, overflow: 'hidden' } as const;

/**
 * The organization's placed locations on a map, above the list of locations (the list is the page's
 * content; the map adds the picture). Tiles come from a third party, so until the visitor agreed to the
 * `map` consent service — on the server, without JavaScript, before hydration — a placeholder of the
 * map's size says who serves the map and offers the consent. Leaflet and the tile provider's address are
 * fetched only then (`leaflet-locations-map.ts`, `loadMapTiles`).
 */
export function LocationsMap({ locations, organizationName }: { locations: readonly FurtherLocation[]; organizationName: string }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const hydrated = useHydrated();
  const { granted, grant } = useConsent('map');
  const markers = useMemo(() => locationMarkers(locations), [locations]);
  const container = useRef<HTMLDivElement>(null);
  const [tiles, setTiles] = useState<MapTiles | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (!granted || !element || markers.length === 0) return;
    let live = true;
    let remove = () => {};
    Promise.all([import('./leaflet-locations-map'), loadMapTiles()]).then(
      ([{ drawLocationsMap }, loaded]) => {
        if (!live) return;
        setTiles(loaded);
        remove = drawLocationsMap(element, markers, {
          tiles: loaded,
          colour: site.theme.primary,
          markerLabel: (m) => t('organizationSections.locations.markerLabel', { name: m.name, address: m.address }),
        });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      remove();
    };
  }, [granted, markers, site.theme.primary, t]);

  if (markers.length === 0) return null;
  if (!granted)
    return (
      <Box sx={{ ...MAP_BOX, bgcolor: 'grey.100', border: 1, borderColor: 'divider', mb: 2 }} data-map-placeholder>
        <Stack
          spacing={1.5}
          sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
        >
          <MapIcon color="action" fontSize="large" aria-hidden />
          <Typography variant="body2">{t('organizationSections.locations.mapNotice')}</Typography>
          {/* Without JavaScript there is no map to load: the button waits for the page to hydrate. */}
          <Button variant="contained" startIcon={<MapIcon />} onClick={grant} disabled={!hydrated} data-map-consent>
            {t('organizationSections.locations.mapConsent')}
          </Button>
        </Stack>
      </Box>
    );
  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }} data-locations-map>
      <Box
        ref={container}
        role="region"
        aria-label={t('organizationSections.locations.mapLabel', { name: organizationName })}
        sx={{ ...MAP_BOX, bgcolor: 'grey.100', zIndex: 0 }}
      />
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {failed ? (
          t('organizationSections.locations.mapFailed')
        ) : tiles ? (
          <Link href={tiles.attributionUrl} target="_blank" rel="noopener noreferrer" color="inherit">
            {tiles.attribution}
          </Link>
        ) : null}
      </Typography>
    </Box>
  );
}
