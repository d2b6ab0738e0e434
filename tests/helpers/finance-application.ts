// A finance application that validates, step by step as a browser form sends it (text as typed),
// shared by the unit, int, isolation and fuzz tests: each changes only the part it is about.

/** A date of birth that makes the applicant `age` today (a day past the birthday). */
export const bornYearsAgo = (age: number, now = new Date()) => {
  const day = new Date(now.getTime() - 2 * 86_400_000)
  return `${day.getUTCFullYear() - age}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`
}

export const APPLICATION_STEPS_BODY = {
  personal: {
    title: 'Ms',
    first_name: 'Tia',
    last_name: 'Ng',
    date_of_birth: bornYearsAgo(34),
    email: 'tia.ng@example.com',
    mobile: '0412 345 678',
    street: '12 Example Street',
    suburb: 'Surry Hills',
    state: 'NSW',
    postcode: '2010',
    residential_status: 'renting',
    years_at_address: '3',
    marital_status: 'single',
    dependants: '0',
    licence_type: 'full',
  },
  employment: { employment_status: 'full-time', employer: 'Harbour Hospital', occupation: 'Nurse', years_in_job: '4' },
  money: {
    monthly_income: '$6,500',
    other_income: '',
    housing_cost: '2,100',
    living_expenses: '1500',
    loan_repayments: '0',
    credit_card_limits: '5,000',
  },
  car: { car_description: 'A small SUV, about 2021', purchase_price: '32,990', deposit: '5,000', term_years: '5', balloon: '' },
}

export type StepsBody = typeof APPLICATION_STEPS_BODY
