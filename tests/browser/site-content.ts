import type * as z from 'zod';
import { dataFiles, type DataKey } from '../../src/site/content-files.ts';
import site from '../../content/site.ts';
import navigation from '../../content/navigation.ts';
import produit from '../../content/demos/produit.ts';
import studioDesign from '../../content/demos/studio-design.ts';
import home from '../../content/home.ts';
import services from '../../content/services.ts';
import faq from '../../content/faq.ts';
import creativePortfolio from '../../content/demos/portfolio-creatif.ts';
import photographer from '../../content/demos/portfolio-photographe.ts';
import caterer from '../../content/demos/traiteur-evenementiel.ts';
import coach from '../../content/demos/coach-sportif-premium.ts';
import caseStudies from '../../content/case-studies.ts';
import offers from '../../content/offers.ts';
import contact from '../../content/contact.ts';
import about from '../../content/about.ts';
import blog from '../../content/blog.ts';
import notFound from '../../content/not-found.ts';

// The owner's content as the build reads it: each file of content/ checked
// by its schema (src/site/content-files.ts), so that its texts come typeset
// as the pages show them. Tests of the real site take from here what they
// expect a page to show, and check what holds for any valid content: never
// a count, price, name or sentence of the owner's written in the test.

const files: Record<DataKey, unknown> = {
  site,
  navigation,
  produit,
  studioDesign,
  home,
  services,
  faq,
  creativePortfolio,
  photographer,
  caterer,
  coach,
  caseStudies,
  offers,
  contact,
  about,
  blog,
  notFound,
};

type SiteContent = { [K in DataKey]: z.output<(typeof dataFiles)[K]['schema']> };

export const content = Object.fromEntries((Object.keys(dataFiles) as DataKey[]).map((key) => [key, dataFiles[key].schema.parse(files[key])])) as SiteContent;
