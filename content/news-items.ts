import type { NewsYear } from '@/lib/routes';

/**
 * The news archive: for each year of the route list, its items' ids and dates
 * (ISO yyyy-mm-dd). Titles and descriptions live in the catalogues under
 * News.items.{year}.{id}, with the same ids in all four languages.
 */
export type NewsItem = {
  id: string;
  date: string;
  /** false: an item we wrote as an example, its date not confirmed by the company (listed by `npm run build`). */
  confirmed: boolean;
};

export const newsItems = {
  2008: [
    { id: 'founded', date: '2008-03-17', confirmed: false },
    { id: 'firstOffshoreSurvey', date: '2008-10-06', confirmed: false }
  ],
  2009: [
    { id: 'laserScanning', date: '2009-04-14', confirmed: false },
    { id: 'engineeringTeam', date: '2009-11-02', confirmed: false }
  ],
  2010: [
    { id: 'invernessOffice', date: '2010-06-08', confirmed: false },
    { id: 'subseaServices', date: '2010-10-19', confirmed: false }
  ],
  2014: [
    { id: 'atyrauOffice', date: '2014-02-24', confirmed: false },
    { id: 'hydroTestBay', date: '2014-09-15', confirmed: false }
  ],
  2015: [
    { id: 'aktauOffice', date: '2015-05-12', confirmed: false },
    { id: 'fabricationWorkshop', date: '2015-11-03', confirmed: false }
  ],
  2016: [
    { id: 'dohaOffice', date: '2016-01-18', confirmed: false },
    { id: 'epcsLaunch', date: '2016-09-05', confirmed: false }
  ],
  2017: [
    { id: 'handheldScanning', date: '2017-06-20', confirmed: false },
    { id: 'qatarScans', date: '2017-12-11', confirmed: false }
  ],
  2018: [
    { id: 'vrsPortal', date: '2018-04-09', confirmed: false },
    { id: 'commissioning', date: '2018-10-22', confirmed: false }
  ],
  2019: [{ id: 'brazilPartner', date: '2019-03-25', confirmed: false }],
  2020: [
    { id: 'remoteSiteVisits', date: '2020-05-11', confirmed: false },
    { id: 'digitalTwin', date: '2020-07-14', confirmed: false }
  ],
  2021: [
    { id: 'gpr', date: '2021-03-30', confirmed: false },
    { id: 'epcsSupport', date: '2021-10-04', confirmed: false }
  ],
  2022: [
    { id: 'propertyTour', date: '2022-04-18', confirmed: false },
    { id: 'professionals250', date: '2022-09-12', confirmed: false }
  ],
  2023: [
    { id: 'fifteenYears', date: '2023-03-17', confirmed: false },
    { id: 'aboveAndBelowGround', date: '2023-08-29', confirmed: false }
  ],
  2024: [
    { id: 'clients200', date: '2024-02-12', confirmed: false },
    { id: 'twinFromHandheld', date: '2024-10-07', confirmed: false }
  ]
} as const satisfies Record<NewsYear, readonly NewsItem[]>;
