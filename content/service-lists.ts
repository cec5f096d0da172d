import type { ServiceId } from '@/lib/routes';

/**
 * The lists a service page can show, each an item per id under ServicePages.{service}.{list}.
 * @internal exported for the catalogue test, which checks every list of every page
 */
export const serviceListNames = ['includes', 'deliverables', 'assets', 'figures', 'modules', 'tools'] as const;
export type ServiceListName = (typeof serviceListNames)[number];

type ServiceLists = Record<'includes' | 'deliverables' | 'assets', readonly string[]> &
  Partial<Record<Exclude<ServiceListName, 'includes' | 'deliverables' | 'assets'>, readonly string[]>>;

/**
 * The items of each service page's lists, in the order the page shows them. Their ids are
 * the keys of their copy under ServicePages.{service}.{list}: the page reads these keys,
 * and the catalogues hold exactly them in every language (tests/unit/services/catalogues.test.ts).
 * A list a page does not show is left out: figures where a service quotes none, the
 * modules and tools of ePCS alone.
 */
export const serviceLists = {
  engineering: {
    includes: ['feed', 'detailed', 'models', 'drawings', 'asBuilt', 'scanToModel'],
    deliverables: ['models', 'isometrics', 'drawings', 'reports', 'calculations'],
    assets: ['units', 'topsides', 'terminals', 'skids', 'substations'],
    figures: ['experience']
  },
  laserScanning: {
    includes: ['planning', 'capture', 'registration', 'imagery', 'modelling', 'clash'],
    deliverables: ['cloud', 'report', 'models', 'panoramas'],
    assets: ['offshore', 'refinery', 'pharma', 'power', 'ships', 'tanks'],
    figures: ['range', 'accuracy', 'qatar']
  },
  subsea: {
    includes: ['metrology', 'surveys', 'tooling', 'testing', 'personnel'],
    deliverables: ['metrology', 'spools', 'certificates', 'records'],
    assets: ['trees', 'manifolds', 'spools', 'tools', 'risers'],
    figures: ['pressure', 'workshop']
  },
  dimensional: {
    includes: ['control', 'stage', 'tieIns', 'setOut', 'alignment', 'loadOut'],
    deliverables: ['reports', 'tieIns', 'asBuilt', 'control'],
    assets: ['jackets', 'spools', 'vessels', 'tanks', 'foundations', 'wind'],
    figures: ['accuracy']
  },
  digitalTwin: {
    includes: ['capture', 'model', 'tagging', 'access', 'updates'],
    deliverables: ['cloud', 'tags', 'access', 'procedure'],
    assets: ['platforms', 'plants', 'pharma', 'power', 'renewables'],
    figures: ['accuracy', 'range']
  },
  handheldScanning: {
    includes: ['reverse', 'flanges', 'integrity', 'confined', 'comparison'],
    deliverables: ['meshes', 'cad', 'deviation', 'drawings'],
    assets: ['valves', 'flanges', 'walls', 'marine', 'castings'],
    figures: ['points']
  },
  commissioning: {
    includes: ['planning', 'walkdowns', 'preCommissioning', 'loops', 'startUp', 'handover'],
    deliverables: ['procedures', 'records', 'punch', 'dossiers'],
    assets: ['process', 'topsides', 'pharma', 'power', 'renewables']
  },
  recertification: {
    includes: ['bops', 'manifolds', 'dimensional', 'ndt', 'testing', 'dossiers'],
    deliverables: ['reports', 'charts', 'dimensional', 'dossiers'],
    assets: ['bops', 'manifolds', 'valves', 'intervention', 'lines'],
    figures: ['pressure', 'workshop']
  },
  vrs: {
    includes: ['capture', 'tour', 'hotspots', 'measure', 'access'],
    deliverables: ['access', 'tours', 'hotspots', 'repeats'],
    assets: ['offshore', 'plants', 'buildings', 'energy']
  },
  epcs: {
    includes: ['setup', 'migration', 'training', 'hosting'],
    deliverables: ['system', 'data', 'training', 'reports'],
    assets: ['projects', 'plants', 'bases', 'property'],
    modules: [
      'procurement',
      'warehouse',
      'assetDeployment',
      'spares',
      'maintenance',
      'certification',
      'staff',
      'finance',
      'contracts',
      'accruals',
      'utilisation'
    ],
    tools: ['reports', 'admin', 'guide', 'tickets', 'tour']
  },
  gpr: {
    includes: ['utilities', 'obstructions', 'concrete', 'layers', 'integration'],
    deliverables: ['plans', 'radargrams', 'marking', 'report'],
    assets: ['roads', 'foundations', 'routes', 'energy', 'bunds'],
    figures: ['depth']
  }
} as const satisfies Record<ServiceId, ServiceLists>;
