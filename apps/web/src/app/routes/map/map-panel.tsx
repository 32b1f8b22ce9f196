// The floating panel over the map: search, the directory and the selected place on one tab,
// directions on the other. A side card on wide screens, a bottom sheet on phones.
import { useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchPlaceResult } from '@meridian/contracts';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import { Sheet } from '../../../components/sheet.tsx';
import type { UnitSystem } from '../../../lib/cookies.ts';
import { useLayoutMode } from '../../../lib/viewport.ts';
import { usePlaceSearch } from '../../../features/map/hooks/use-place-search.ts';
import { DirectoryPanel } from '../../../features/map/components/directory-panel.tsx';
import { PlaceDetails } from '../../../features/map/components/place-details.tsx';
import { PlaceResults } from '../../../features/map/components/place-results.tsx';
import { SearchBox } from '../../../features/map/components/search-box.tsx';
import { placePosition, type PlacePointFeature } from '../../../features/map/place-point.ts';
import { DirectionsPanel } from '../../../features/directions/components/directions-panel.tsx';
import type { DirectionsAction, DirectionsState, Side } from '../../../features/directions/direction-inputs.ts';
import type { ModeDirections } from '../../../features/directions/directions-client.ts';

export type MapTab = 'places' | 'directions';

export interface MapPanelProps {
  tab: MapTab;
  onTab: (tab: MapTab) => void;
  searchOn: boolean;
  directionsOn: boolean;
  category: string | null;
  onCategory: (slug: string | null) => void;
  selected: PlacePointFeature | null;
  /** Bumped when a place is picked from a list, so focus follows it. */
  placeFocus: number;
  onPick: (result: SearchPlaceResult) => void;
  directionsState: DirectionsState;
  dispatch: Dispatch<DirectionsAction>;
  directions: ModeDirections;
  loading: boolean;
  units: UnitSystem;
  onUnits: (units: UnitSystem) => void;
}

function Suggestions({ text, onPick }: { text: string; onPick: (result: SearchPlaceResult) => void }) {
  const { t } = useTranslation();
  const { data } = usePlaceSearch(text.trim());
  return data && data.length > 0 ? (
    <PlaceResults results={data} label={t('map.search.results')} onPick={onPick} />
  ) : null;
}

export function MapPanel(props: MapPanelProps) {
  const { tab, onTab, searchOn, directionsOn, selected, dispatch, directionsState } = props;
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(true);
  const mobile = useLayoutMode() === 'mobile';
  const toHere = (place: PlacePointFeature) => {
    const at = placePosition(place);
    if (!at) return;
    dispatch({
      type: 'choose',
      side: 'end',
      text: place.properties.title,
      coordinates: at,
      source: 'place',
      pageId: place.properties.page_id,
      trigger: 'map',
    });
    onTab('directions');
  };
  const suggestionsFor = (side: Side, text: string) => (
    <Suggestions
      text={text}
      onPick={(result) =>
        dispatch({
          type: 'choose',
          side,
          text: result.title,
          coordinates: result.coordinates,
          source: 'search',
          pageId: result.page_id,
          trigger: 'panel',
        })
      }
    />
  );
  return (
    <Sheet
      className="map-panel"
      title={t('screens.map')}
      label={t('map.panel')}
      labels={{ collapse: t('map.collapse'), expand: t('map.expand') }}
      placement={mobile ? 'bottom' : 'start'}
      expanded={expanded}
      onExpandedChange={setExpanded}
    >
      {directionsOn ? (
        <SegmentedControl
          legend={t('map.tabs')}
          options={[
            { value: 'places', label: t('map.places') },
            { value: 'directions', label: t('map.directions.title') },
          ]}
          value={tab}
          onChange={onTab}
        />
      ) : null}
      {tab === 'places' || !directionsOn ? (
        <div className="map-panel__body">
          {searchOn ? <SearchBox onPick={props.onPick} /> : null}
          {selected ? (
            <PlaceDetails
              place={selected}
              focusRequest={props.placeFocus}
              onDirections={directionsOn ? () => toHere(selected) : null}
            />
          ) : null}
          <DirectoryPanel category={props.category} onCategory={props.onCategory} onPick={props.onPick} />
        </div>
      ) : (
        <DirectionsPanel
          state={directionsState}
          dispatch={dispatch}
          directions={props.directions}
          loading={props.loading}
          units={props.units}
          onUnits={props.onUnits}
          language={i18n.language}
          suggestionsFor={suggestionsFor}
        />
      )}
    </Sheet>
  );
}
