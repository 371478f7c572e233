// Maps the icon names editors pick in the Studio to Lucide icons (inline SVG, no client JS).
import {
  AlertTriangle,
  Award,
  Battery,
  BatteryCharging,
  Calendar,
  Car,
  Check,
  Clock,
  Disc,
  Fuel,
  Gauge,
  LifeBuoy,
  type LucideProps,
  MapPin,
  Phone,
  PoundSterling,
  Shield,
  Siren,
  Star,
  Thermometer,
  Truck,
  Wrench,
} from 'lucide-react'
import type { ComponentType } from 'react'

const icons: Record<string, ComponentType<LucideProps>> = {
  tyre: LifeBuoy,
  siren: Siren,
  wrench: Wrench,
  'battery-charging': BatteryCharging,
  battery: Battery,
  fuel: Fuel,
  gauge: Gauge,
  disc: Disc,
  car: Car,
  clock: Clock,
  shield: Shield,
  'map-pin': MapPin,
  phone: Phone,
  check: Check,
  star: Star,
  thermometer: Thermometer,
  alert: AlertTriangle,
  award: Award,
  truck: Truck,
  calendar: Calendar,
  pound: PoundSterling,
}

export function ContentIcon({
  name,
  ...props
}: { name: string | null | undefined } & Omit<LucideProps, 'name'>) {
  const Icon = (name && icons[name]) || Wrench
  return <Icon aria-hidden="true" {...props} />
}
