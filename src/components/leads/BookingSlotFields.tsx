// A test drive's or service's preferred time as two selects, a day and a time, offering only the
// location's open times (src/domain/locations/booking-slots). They post as booking_date and
// booking_time, which the shared schema joins into booking_at, so they also work without script:
// before a day is chosen the time select lists every time the location offers, and the server
// turns a time the chosen day does not offer into a clear error.
import type { FieldError, UseFormReturn } from 'react-hook-form'
import { type BookingDay, type BookingOffer, SLOT_DAYS, slotLabel, slotTimes } from '@/src/domain/locations/booking-slots'
import { SelectField } from './fields'

const everyTime = (slots: readonly BookingDay[]) => [...new Set(slots.flatMap(slotTimes))].sort()

export function BookingSlotFields({
  booking,
  form,
  idFor,
}: {
  booking: BookingOffer
  form: UseFormReturn<Record<string, unknown>>
  idFor: (name: string) => string
}) {
  const { register, watch, getValues, setValue, formState } = form
  const day = booking.slots.find((d) => d.date === watch('booking_date'))
  const times = day ? slotTimes(day) : everyTime(booking.slots)
  if (booking.slots.length === 0)
    return (
      <p className="text-sm text-gray-700 sm:col-span-2">
        {booking.place} has no open times in the next {SLOT_DAYS / 7} weeks. Tell us in your message when suits you and we will be in touch.
      </p>
    )
  const hintId = idFor('booking-hint')
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={hintId}>
      <legend className="font-semibold">
        Preferred day and time <span className="font-normal text-gray-600">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-gray-600">
        Open times at {booking.place}, in its local time. We will confirm the time with you.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={idFor('booking_date')}
          label="Day"
          placeholder="Choose a day"
          options={booking.slots.map((d) => ({ value: d.date, label: d.label }))}
          register={register('booking_date', {
            // A time the new day does not offer is cleared rather than sent.
            onChange: (event) => {
              const chosen = booking.slots.find((d) => d.date === event.target.value)
              if (chosen && !slotTimes(chosen).includes(String(getValues('booking_time') ?? ''))) setValue('booking_time', '')
            },
          })}
        />
        <SelectField
          id={idFor('booking_at')}
          label="Time"
          placeholder={day ? 'Choose a time' : 'Choose a day first'}
          options={times.map((t) => ({ value: t, label: slotLabel(t) }))}
          register={register('booking_time')}
          error={formState.errors.booking_at as FieldError | undefined}
        />
      </div>
    </fieldset>
  )
}
