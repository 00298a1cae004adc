import type { FlowStep } from '../../../../shared/flows.js';

/** A step's words and timing, as saved or as the shop ships them. */
export interface FlowWords {
  subject: string;
  preheader: string;
  markdown: string;
  delayHours: number;
  enabled: boolean;
}

interface FlowStepDefinition {
  /** The outbox template that sends it (what the dashboard's email figures count). */
  template: string;
  /** Version 1: the words the shop had before anyone edited them. */
  defaults: FlowWords;
  /** What the template adds after her words, for the editor to say. */
  fixedParts: string;
}

const DAY_HOURS = 24;

/** The flow's steps with the shop's default words (the texts these emails had when they were fixed in code). */
export const flowDefinitions: Record<FlowStep, FlowStepDefinition> = {
  welcome: {
    template: 'sequence-welcome',
    fixedParts: 'Her loyalty code when she is a member, and a button to her rewards (or to the learning hub).',
    defaults: {
      // Everyone who confirms is made a loyalty member, so the welcome names the rewards.
      subject: 'Welcome to BeautyMatch Rewards',
      preheader: 'Your loyalty code, and what to expect from us',
      markdown: [
        '## Welcome, {firstName}!',
        'Thank you for confirming your email.',
        'Over the next week we will send three short emails: tips for your skin type, what customers with routines like yours say, and a member offer.',
        'Every email has an unsubscribe link: one click, and they stop.',
      ].join('\n\n'),
      delayHours: 0,
      enabled: true,
    },
  },
  day2: {
    template: 'sequence-beauty-tips',
    fixedParts: 'A button to the guide "How to layer skincare products".',
    defaults: {
      subject: 'Three tips for {skinType}',
      preheader: 'Small habits that make a big difference',
      markdown: ['## Three tips for {skinType}', '{skinTips}'].join('\n\n'),
      delayHours: 2 * DAY_HOURS,
      enabled: true,
    },
  },
  day4: {
    template: 'sequence-social-proof',
    fixedParts: 'A button to her results page (or to the quiz when her results are gone).',
    defaults: {
      subject: 'What customers with routines like yours say',
      preheader: 'Real routines, real results',
      markdown: [
        '## Routines that stuck',
        'Customers who follow their matched routine for a month most often tell us the same three things: their skin feels calmer, they spend less time choosing products, and they stopped buying things that did not suit them.',
        'Your matched routine is waiting on [your results page]({resultsLink}) whenever you want to revisit it.',
      ].join('\n\n'),
      delayHours: 4 * DAY_HOURS,
      enabled: true,
    },
  },
  day6: {
    template: 'sequence-limited-offer',
    fixedParts: 'The offer code and end date from Settings, and a button to the store. Not sent while no offer is set (or it has ended).',
    defaults: {
      subject: 'Your member offer',
      preheader: '{offer}',
      markdown: [
        '## A little extra for members',
        '{offer}',
        'As a loyalty member you also earn points for every dollar you spend: add your order number on the loyalty page after you buy.',
      ].join('\n\n'),
      delayHours: 6 * DAY_HOURS,
      enabled: true,
    },
  },
  survey: {
    template: 'usage-survey',
    fixedParts: 'The three one-tap answers to "Is it working for you?" and a button to the three survey questions.',
    defaults: {
      subject: 'How is your {topPick} working for you?',
      preheader: 'Three quick questions, under a minute',
      markdown: [
        '## How is it going, {firstName}?',
        'Is your {topPick} working for you? One tap tells us, and helps the next person with skin like yours.',
        'Then tell us how you use it: three quick questions, under a minute. Your answers shape the next recommendation we send you.',
      ].join('\n\n'),
      // The survey's delay is the store setting's (hours); this one is never used.
      delayHours: 0,
      enabled: true,
    },
  },
};
