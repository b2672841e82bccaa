/** GET /api/v1/rental/vehicle/brand-list: a brand the vehicles name, and how many do. */
export interface VehicleBrand {
  name: string;
  vehicle_count: number;
}

/** GET /api/v1/rental/vehicle/suggestions: a vehicle whose name holds the typed text. */
export interface VehicleSuggestion {
  id: number;
  name: string;
  image_full_url: string;
  brand: string | null;
  provider_id: number;
  provider_name: string;
}
