D{1999L{Timbuktu}
