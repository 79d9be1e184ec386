// The demo contractor: Keller Engineering & Construction, a small design-build firm.

export const CLIENTS = [
  { name: 'Margaret Holloway', company: 'Holloway Family Trust', position: 'Owner' },
  { name: 'David Chen', company: 'Riverside Medical Partners', position: 'Facilities Director' },
  {
    name: 'Priya Natarajan',
    company: 'Oakridge School District',
    position: 'Capital Projects Lead',
  },
  { name: 'Tom Becker', company: 'Becker Hospitality Group', position: 'COO' },
  { name: 'Alicia Moreno', company: null, position: 'Homeowner' },
  { name: 'James Whitfield', company: 'City of Fairview', position: 'Public Works Engineer' },
];

export const VENDORS = [
  {
    name: 'Sandra Ruiz',
    company: 'Summit Lumber & Supply',
    position: 'Account Manager',
    trade: 'Framing',
  },
  {
    name: 'Kevin O’Brien',
    company: 'Tri-County Ready Mix',
    position: 'Dispatcher',
    trade: 'Concrete',
  },
  { name: 'Hannah Lee', company: 'Clearview Windows', position: 'Sales Rep', trade: null },
  {
    name: 'Marcus Grant',
    company: 'Grant Equipment Rental',
    position: 'Branch Manager',
    trade: null,
  },
];

export const SUBCONTRACTORS = [
  { name: 'Luis Ortega', company: 'Ortega Electric', trade: 'Electrical' },
  { name: 'Beth Sorensen', company: 'Sorensen Plumbing & Heating', trade: 'Plumbing' },
  { name: 'Rick Dawson', company: 'Dawson Roofing', trade: 'Roofing' },
  { name: 'Nadia Petrova', company: 'Petrova Masonry', trade: 'Masonry' },
  { name: 'Sam Okafor', company: 'AirFlow HVAC', trade: 'HVAC' },
  { name: 'Grace Kim', company: 'Kim Finish Carpentry', trade: 'Carpentry' },
  { name: 'Victor Alvarez', company: 'Alvarez Drywall', trade: 'Drywall' },
  { name: 'Emma Novak', company: 'Novak Painting', trade: 'Painting' },
  { name: 'Owen Price', company: 'Greenline Landscaping', trade: 'Landscaping' },
];

type Status = 'Planning' | 'In Progress' | 'On Hold' | 'Completed';

/** client: index into CLIENTS; start/end: days from today. */
export const PROJECTS: {
  name: string;
  client: number;
  status: Status;
  address: string;
  start: number;
  end: number;
  description: string;
}[] = [
  {
    name: 'Holloway Kitchen & Addition',
    client: 0,
    status: 'In Progress',
    address: '48 Birch Lane, Fairview',
    start: -40,
    end: 45,
    description:
      'Single-storey rear addition with a new kitchen, steel beam opening and a vaulted ceiling.',
  },
  {
    name: 'Riverside Clinic Renovation',
    client: 1,
    status: 'In Progress',
    address: '1200 River Road, Fairview',
    start: -60,
    end: 60,
    description:
      'Interior renovation of 8,000 sq ft: new exam rooms, HVAC zoning and ADA restrooms.',
  },
  {
    name: 'Oakridge Elementary Roof Replacement',
    client: 2,
    status: 'Completed',
    address: '300 Oakridge Drive, Millbrook',
    start: -120,
    end: -20,
    description:
      'Tear-off and replacement of 22,000 sq ft of low-slope roofing with added insulation.',
  },
  {
    name: 'Becker Inn Lobby Remodel',
    client: 3,
    status: 'Planning',
    address: '15 Harbor Street, Port Ellis',
    start: 20,
    end: 110,
    description: 'New reception desk, stone feature wall, lighting and accessible entrance.',
  },
  {
    name: 'Moreno Deck & Pergola',
    client: 4,
    status: 'Completed',
    address: '7 Sunset Court, Fairview',
    start: -90,
    end: -55,
    description: 'Composite deck with a cedar pergola and low-voltage lighting.',
  },
  {
    name: 'Fairview Pedestrian Bridge Repair',
    client: 5,
    status: 'On Hold',
    address: 'Mill Creek Trail, Fairview',
    start: -30,
    end: 90,
    description:
      'Deck replacement and bearing repair on a 60 ft steel pedestrian bridge; waiting on permit from the state DOT.',
  },
  {
    name: 'Riverside Parking Lot Lighting',
    client: 1,
    status: 'Planning',
    address: '1200 River Road, Fairview',
    start: 35,
    end: 65,
    description: 'Replace 24 pole lights with LED fixtures and new controls.',
  },
  {
    name: 'Oakridge Gym Masonry Repointing',
    client: 2,
    status: 'In Progress',
    address: '300 Oakridge Drive, Millbrook',
    start: -14,
    end: 30,
    description: 'Repoint the gym’s north and east brick elevations and replace damaged units.',
  },
];

/** A month of site notes for the active projects (index into PROJECTS). */
export const UPDATE_NOTES: [number, string][] = [
  [0, 'Excavation for the addition footings complete; inspector signed off on footing depth.'],
  [0, 'Footings poured, 4,000 psi mix. Cylinders taken for testing.'],
  [0, 'Foundation walls stripped. Waterproofing and drain tile going in tomorrow.'],
  [0, 'Floor framing and subfloor done. Steel beam for the kitchen opening delivered.'],
  [0, 'Walls framed and sheathed. Roof trusses set this afternoon with the crane.'],
  [0, 'Roof dried in. Windows arrive Thursday; electrical rough-in starts next week.'],
  [0, 'Rough electrical and plumbing in progress. Framing inspection scheduled.'],
  [1, 'Demolition of the east wing interior complete; debris hauled, two dumpsters.'],
  [1, 'Layout of new exam rooms marked on slab; client approved the revised door swing.'],
  [1, 'Metal stud framing 60% complete. HVAC contractor running new duct mains.'],
  [1, 'Above-ceiling inspection passed for the first four rooms.'],
  [1, 'Drywall hung in rooms 1-6; taping begins Monday.'],
  [1, 'Restroom tile delivered. Plumbing fixtures on backorder, expected in 2 weeks.'],
  [1, 'Fire alarm devices relocated; sprinkler heads adjusted to the new ceiling layout.'],
  [2, 'Final walkthrough with the district; punch list of 6 items closed out.'],
  [2, 'Warranty documents and as-builts handed over to the facilities office.'],
  [5, 'Bridge deck survey done: 14 boards and two stringers need replacement.'],
  [5, 'Permit application resubmitted to the DOT with the revised bearing detail.'],
  [7, 'Scaffolding up on the north elevation; test panel of mortar approved by the architect.'],
  [7, 'Raking out joints on the north wall, about 40% done.'],
  [7, 'Repointing north wall complete. Moving scaffolding to the east side.'],
  [
    7,
    'Replaced 35 spalled bricks on the east elevation; matched blend from the original supplier.',
  ],
  [0, 'Windows installed and flashed; house wrap complete.'],
  [1, 'Paint crew started in the corridor; first coat done.'],
  [0, 'Plumbing top-out inspection passed. Insulation delivered.'],
  [1, 'Ceiling grid installed in rooms 1-4; lights going in tomorrow.'],
  [7, 'Cleaned efflorescence on the north wall; sealer to be applied after 28-day cure.'],
  [0, 'Insulation inspection passed; drywall hangs start Monday.'],
];
