// Tasks and invoices of the demo projects (indexes into PROJECTS in demo-data.ts).

export const TASKS: {
  project: number;
  title: string;
  description?: string;
  dueIn?: number;
  checklist?: string[];
  done?: number[];
  complete?: boolean;
}[] = [
  {
    project: 0,
    title: 'Schedule framing inspection',
    dueIn: 2,
    checklist: [
      'Call the building department',
      'Confirm nail schedule photos',
      'Clear access to the crawlspace',
    ],
    done: [0],
  },
  {
    project: 0,
    title: 'Order kitchen cabinets',
    description: 'Shaker style, painted white; confirm sizes with the field measure.',
    dueIn: 5,
    checklist: ['Field measure', 'Client sign-off on drawings', 'Place order with 50% deposit'],
    done: [0, 1],
  },
  { project: 1, title: 'Confirm plumbing fixture delivery', dueIn: 3 },
  { project: 1, title: 'Submit above-ceiling inspection request for rooms 5-8', dueIn: 7 },
  {
    project: 1,
    title: 'Update the client on the restroom schedule',
    description: 'Fixtures are on backorder; propose tiling first.',
    dueIn: 1,
  },
  {
    project: 3,
    title: 'Prepare lobby remodel estimate',
    dueIn: 10,
    checklist: [
      'Stone wall quote',
      'Reception desk millwork quote',
      'Lighting fixture schedule',
      'Accessible entrance ramp design',
    ],
  },
  { project: 5, title: 'Follow up with DOT on the bridge permit', dueIn: 4 },
  { project: 6, title: 'Photometric plan for the parking lot', dueIn: 21 },
  {
    project: 7,
    title: 'Order sealer for the north wall',
    dueIn: 12,
    checklist: ['Confirm product with architect', 'Get 3 quotes'],
    done: [0],
  },
  {
    project: 0,
    title: 'Steel beam install',
    checklist: ['Temporary shoring', 'Set beam', 'Engineer site visit'],
    complete: true,
  },
  { project: 0, title: 'Order windows', complete: true },
  {
    project: 1,
    title: 'Demolition of the east wing',
    checklist: ['Hazmat survey', 'Disconnect utilities', 'Demolish and haul'],
    complete: true,
  },
  { project: 2, title: 'Close out the roof punch list', complete: true },
  { project: 4, title: 'Final walkthrough with Alicia', complete: true },
  {
    project: 7,
    title: 'Mortar test panel',
    checklist: ['Mix three samples', 'Architect approval'],
    complete: true,
  },
];

/** project index, days ago, paid, items [description, quantity, rate]. */
export const INVOICES: [number, number, boolean, [string, number, number][]][] = [
  [
    2,
    60,
    true,
    [
      ['Roof tear-off and disposal', 1, 18500],
      ['TPO membrane and insulation', 22, 610],
    ],
  ],
  [2, 22, true, [['Final payment, roof replacement', 1, 14250]]],
  [
    4,
    50,
    true,
    [
      ['Composite decking, 420 sq ft', 420, 38.5],
      ['Cedar pergola', 1, 6800],
    ],
  ],
  [
    0,
    30,
    true,
    [
      ['Mobilization and excavation', 1, 9500],
      ['Foundation', 1, 21400],
    ],
  ],
  [
    0,
    3,
    false,
    [
      ['Framing and dry-in', 1, 28750],
      ['Steel beam, supply and install', 1, 4200.75],
    ],
  ],
  [1, 35, true, [['Demolition, east wing', 1, 16800]]],
  [
    1,
    5,
    false,
    [
      ['Framing and drywall, progress billing', 1, 31250],
      ['HVAC duct mains', 1, 12900],
    ],
  ],
  [7, 2, false, [['Repointing, north elevation', 1850, 14.25]]],
];
