// The chosen place's panels under the map: its marker and its building's entrances (its outline:
// outline-panel.tsx). Each has the keyboard's way of doing what the map does by pointing
// ("to the cross"), and the validation errors of what it edits.
import { Crosshair, Trash2 } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useEditor } from '../editor-context.ts';
import { PackText } from '../pack-text.tsx';
import { pathString } from '../pack-values.ts';
import { Panel } from '../panel.tsx';
import { useT } from '../studio-strings.ts';
import { errorsAt, FieldErrors } from '../text-fields.tsx';
import type { BuildingModel, PlaceModel } from './campus-model.ts';
import type { LngLat } from './map-geometry.ts';
import {
  deleteEntranceOperations,
  entranceAccessibleOperations,
  moveEntranceOperations,
  placeMarkerOperations,
} from './map-operations.ts';

const fixed = (degrees: number) => degrees.toFixed(6);

export interface PlacePanelProps {
  place: PlaceModel;
  placeName: string;
  /** Where the cross in the middle of the map is. */
  centre: () => LngLat | null;
  onAnnounce: (text: string) => void;
}

export function MarkerPanel({ place, placeName, centre, onAnnounce }: PlacePanelProps) {
  const t = useT();
  const { errors, change } = useEditor();
  const toCross = async () => {
    const at = centre();
    if (!at) return;
    if (await change(t('changeMarker', { name: placeName }), placeMarkerOperations(place, at))) {
      onAnnounce(t('markerPlaced', { place: placeName, lng: fixed(at[0]), lat: fixed(at[1]) }));
    }
  };
  return (
    <Panel title={t('placeMarker')}>
      <div className="studio-view-bar__item">
        <Button variant="secondary" size="sm" icon={Crosshair} onClick={() => void toCross()}>
          {t('markerToCross')}
        </Button>
        <span className="studio-hint">
          {place.coordinates
            ? t('markerAt', { lng: place.coordinates[0], lat: place.coordinates[1] })
            : t('markerNone', { place: placeName })}
        </span>
      </div>
      <FieldErrors errors={errorsAt(errors, place.file, pathString([place.index, 'coordinates']))} />
      <PackText file={place.file} path={[place.index, 'title']} value={place.title} label={t('title')} />
    </Panel>
  );
}

interface EntrancesPanelProps extends PlacePanelProps {
  building: BuildingModel | null;
}

export function EntrancesPanel({ placeName, building, centre, onAnnounce }: EntrancesPanelProps) {
  const t = useT();
  const { errors, change, name } = useEditor();
  if (!building || building.ring.length < 3) {
    return (
      <Panel title={t('entrances')}>
        <p className="studio-hint">{t('entrancesNeedOutline', { place: placeName })}</p>
      </Panel>
    );
  }
  const buildingName = name(building.name, building.key);
  const entrancesPath = ['buildings', building.index, 'entrances'];
  return (
    <Panel title={t('entrances')}>
      {building.entrances.length === 0 ? <p className="studio-hint">{t('entrancesNone')}</p> : null}
      <ul className="studio-map-list">
        {building.entrances.map((door) => {
          const n = door.index + 1;
          const moveHere = async () => {
            const at = centre();
            if (!at) return;
            const operations = moveEntranceOperations(building, door, at);
            if (await change(t('changeEntranceMove', { name: buildingName }), operations)) {
              onAnnounce(t('entranceMoved', { n }));
            }
          };
          const remove = async () => {
            if (
              await change(t('changeEntranceDelete', { name: buildingName }), deleteEntranceOperations(building, door))
            ) {
              onAnnounce(t('entranceDeleted'));
            }
          };
          return (
            <li key={door.index} className="studio-map-list__entrance">
              <div className="studio-map-list__item">
                <SegmentedControl
                  legend={t('entranceAccess', { n })}
                  showLegend
                  value={door.accessible ? 'free' : 'steps'}
                  onChange={(value) =>
                    void change(
                      t('changeEntranceAccess', { name: buildingName }),
                      entranceAccessibleOperations(building, door, value === 'free'),
                    )
                  }
                  options={[
                    { value: 'free' as const, label: t('stepFree') },
                    { value: 'steps' as const, label: t('withSteps') },
                  ]}
                />
                <span className="studio-map-list__actions">
                  <IconButton
                    icon={Crosshair}
                    tone="surface"
                    size="sm"
                    label={t('entranceToCross', { n })}
                    onClick={() => void moveHere()}
                  />
                  <IconButton
                    icon={Trash2}
                    tone="surface"
                    size="sm"
                    label={t('entranceDelete', { n })}
                    onClick={() => void remove()}
                  />
                </span>
              </div>
              <PackText
                file={building.file}
                path={[...entrancesPath, door.index, 'name']}
                value={door.name}
                label={t('entranceNameField', { n })}
              />
            </li>
          );
        })}
      </ul>
      <FieldErrors errors={errorsAt(errors, building.file, pathString(entrancesPath))} />
    </Panel>
  );
}
