import bridgeImage from '../assets/portfolio/bridge.svg';
import commercialImage from '../assets/portfolio/commercial.svg';
import highwayImage from '../assets/portfolio/highway.svg';
import residentialImage from '../assets/portfolio/residential.svg';

export const portfolioStats = [
  { value: '7+', label: 'Years' },
  { value: '50+', label: 'Projects' },
  { value: 'PE', label: 'Licensed Professional Engineer' },
];

export const sectors = [
  {
    title: 'Bridge Engineering',
    image: bridgeImage,
    description:
      'Design, load rating and rehabilitation of road and pedestrian bridges, from inspection to construction support.',
    highlights: [
      'Steel and concrete girder design',
      'Load rating and condition inspections',
      'Deck and bearing rehabilitation',
      'Construction-phase engineering',
    ],
  },
  {
    title: 'Highway & Infrastructure',
    image: highwayImage,
    description:
      'Roadway, drainage and utility work that keeps traffic moving while the job gets done.',
    highlights: [
      'Roadway geometry and grading',
      'Stormwater and drainage design',
      'Traffic control and staging plans',
      'Utility coordination',
    ],
  },
  {
    title: 'Commercial Buildings',
    image: commercialImage,
    description:
      'Structural design and construction management for offices, retail and light industrial buildings.',
    highlights: [
      'Structural steel and concrete frames',
      'Foundations and retaining walls',
      'Tenant improvements and retrofits',
      'Code compliance and permitting',
    ],
  },
  {
    title: 'Residential Projects',
    image: residentialImage,
    description:
      'Homes, additions and renovations built to last, with clear schedules and daily updates for the owner.',
    highlights: [
      'New homes and additions',
      'Framing and structural repairs',
      'Kitchen and bath renovations',
      'Inspections and punch lists',
    ],
  },
];

export const skills = [
  'Structural Analysis',
  'AutoCAD',
  'Civil 3D',
  'Revit',
  'SAP2000',
  'Project Management',
  'Cost Estimating',
  'Scheduling',
  'Site Inspection',
  'Permitting',
  'OSHA Safety',
  'Quality Control',
];
