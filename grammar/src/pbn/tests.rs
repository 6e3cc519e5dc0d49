//! Snapshot tests of PBN syntax trees and errors.
